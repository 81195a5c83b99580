import { Router } from 'express'
import { type Answers } from '../../../contract/questions'
import { registrationUpdateSchema } from '../../../contract/registrations'
import { messages } from '../../../contract/messages'
import { toEvent } from '../../lib/dto'
import { walletAvailability } from '../../../config/wallet'
import { HttpError } from '../../lib/httpError'
import { validateBody } from '../../http/middleware/validate'
import { checkInUrlOf } from '../../lib/capabilities/entryCode'
import { provesAddress, rowOfToken } from '../../lib/capabilities/manageLink'
import { localeOr } from '../../i18n/locales'
import { fileName } from '../../i18n/fileNames'
import { cancelRegistration, positionOf } from './waitlist'
import { correctRegistration, eventOfRow } from './manageService'
import { myDataOf } from './myData'
import type { ApiContext } from '../context'
import type { Attendee } from '../../../payload-types'

/**
 * `/api/registrations/{token}` (docs/api.md, "Registrations"): the person's own view, their
 * corrections, their cancellation and their data. The token is the only key; a GET never changes anything.
 */
export function manageRouter({ payload, env, mailer, atomic, soldOut }: ApiContext): Router {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }
  const router = Router()

  // Manage links are capabilities: never cached or passed on in a Referer.
  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })

  const view = async (row: Attendee) => {
    const event = await eventOfRow(payload, row)
    if (!event) throw new HttpError(404, messages.registrationNotFound)
    const status = row.status
    return {
      registration: {
        id: row.id,
        name: row.name,
        email: row.email,
        company: row.company,
        showCompany: row.showCompany === true,
        answers: (row.answers ?? {}) as Answers,
        status,
        ...(status === 'waitlisted' ? { position: await positionOf(deps, row) } : {}),
        ...(row.checkedInAt ? { checkedInAt: row.checkedInAt } : {}),
        // What the confirmation email's QR code holds, for the page to show it again.
        ...(status === 'registered' ? { checkInUrl: checkInUrlOf(env.SERVER_URL, env.PAYLOAD_SECRET, row) } : {}),
      },
      event: toEvent(event),
      // Whether the wallet buttons show (cms/modules/wallet/router.ts); never the credentials.
      wallet: walletAvailability(env.wallet),
    }
  }

  router.get('/:token', async (req, res) => {
    res.json(await view(await rowOfToken(payload, String(req.params.token))))
  })

  // "Download my data": made now, for this download only (no-store), saved as a file. The
  // address's other registrations only with the emailed link's proof (manageLink.ts says why).
  router.get('/:token/export', async (req, res) => {
    const token = String(req.params.token)
    const row = await rowOfToken(payload, token)
    const wholeAddress = provesAddress(token, req.query.proof, env.PAYLOAD_SECRET)
    const locale = localeOr(req.locale)
    const data = await myDataOf(payload, env.PAYLOAD_SECRET, row, wholeAddress, locale)
    const name = fileName(locale, 'myData')
    res.set({ 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="${name}"` }).json(data)
  })

  router.patch('/:token', validateBody(registrationUpdateSchema), async (req, res) => {
    const row = await rowOfToken(payload, String(req.params.token))
    if (row.status === 'cancelled') throw new HttpError(409, messages.registrationCancelled)
    const updated = await correctRegistration(payload, row, req.body)
    res.json(await view({ ...row, ...updated }))
  })

  router.post('/:token/cancel', async (req, res) => {
    const row = await rowOfToken(payload, String(req.params.token))
    await cancelRegistration(deps, row.id)
    res.json({ status: 'cancelled' })
  })

  return router
}
