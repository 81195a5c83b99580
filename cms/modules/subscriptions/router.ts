import { Router, type Response } from 'express'
import { messages } from '../../../contract/messages'
import { subscriptionSchema, type FollowersDto, type UnsubscribedDto } from '../../../contract/subscriptions'
import { HttpError } from '../../lib/httpError'
import { DEFAULT_LOCALE, isLocale } from '../../i18n/locales'
import { botGuarded } from '../../http/middleware/botGuard'
import { requireActiveUser } from '../../http/middleware/guards'
import { idParam } from '../../http/params'
import { loadEvent } from '../events/service'
import { subscriptionsService } from './service'
import type { ApiContext } from '../context'

const serviceOf = ({ payload, atomic, mailer, logger, env }: ApiContext) =>
  subscriptionsService({ payload, atomic, mailer, logger, secret: env.PAYLOAD_SECRET })

/** `/api/subscriptions` (docs/api.md "Follow a city"): ask, read, confirm and leave, by the link's token. */
export function subscriptionsRouter(context: ApiContext): Router {
  const router = Router()
  const subscriptions = serviceOf(context)
  const requested = (res: Response) => res.status(202).json({ message: messages.subscriptionRequested })

  router.post(
    '/',
    ...context.rateLimits.subscribe,
    ...botGuarded(subscriptionSchema, context.logger, (_body, res) => requested(res)),
    (req, res) => {
      // The same answer, as fast, for new and known addresses: the work follows it.
      requested(res)
      void subscriptions.request(req.body.email, req.body.city, req.locale)
    },
  )

  const openedOr404 = <T>(found: T | null): T => {
    if (!found) throw new HttpError(404, messages.subscriptionNotFound)
    return found
  }

  router.get('/:token', async (req, res) => {
    res.json(openedOr404(await subscriptions.find(req.params.token)))
  })

  router.post('/:token/confirm', async (req, res) => {
    res.json(openedOr404(await subscriptions.confirm(req.params.token)))
  })

  // From a mail client's link (List-Unsubscribe opened by hand): the page, which asks first, in
  // the language the email named (`?lang=`, cms/mail/templates/newNights.ts).
  router.get('/:token/unsubscribe', (req, res) => {
    const page = `/subscriptions/${encodeURIComponent(req.params.token)}`
    res.redirect(303, isLocale(req.query.lang) && req.query.lang !== DEFAULT_LOCALE ? `${page}?lang=${req.query.lang}` : page)
  })

  // The page's button and RFC 8058 one-click (a form-encoded POST from the mail provider).
  router.post('/:token/unsubscribe', async (req, res) => {
    const { city } = await subscriptions.unsubscribe(req.params.token)
    res.json({ unsubscribed: true, city } satisfies UnsubscribedDto)
  })

  return router
}

/** `GET /api/events/{id}/followers`: the team sees how many people follow the night's city, never who. */
export function followersRouter(context: ApiContext): Router {
  const router = Router({ mergeParams: true })
  const subscriptions = serviceOf(context)
  router.get('/', requireActiveUser, async (req, res) => {
    const event = await loadEvent(context.payload, idParam(req), { caller: req, must: 'manage' })
    res.json({ city: event.city, followers: await subscriptions.followers(event.city) } satisfies FollowersDto)
  })
  return router
}
