import { Router } from 'express'
import { networkingPutSchema, swapLinkSchema, swapRequestSchema } from '../../../contract/networking'
import { messages } from '../../../contract/messages'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { networkingService } from './service'
import { swapLinkSender } from './swapLink'
import type { RequestHandler } from 'express'
import type { ApiContext } from '../context'

/**
 * "Who to meet" (docs/api.md): HTTP only; the service decides. One router per mount (cms/app.ts):
 * - `registration`, under `/api/registrations/{token}`: the person's own view, profile and swaps;
 * - `event`, under `/api/events/{id}/networking`: the team's counts;
 * - `contactCodes`, under `/api/contact-codes`: whose contact code it is, for the `/c/{code}` page,
 *   and "Email me my link" for a scanner the phone does not know.
 */
export function networkingRouters({ payload, atomic, env, rateLimits, mailer, logger }: ApiContext) {
  const service = networkingService({ payload, atomic, secret: env.PAYLOAD_SECRET })
  const sendSwapLink = swapLinkSender({ payload, mailer, logger })
  const token = (req: Parameters<typeof idParam>[0]) => idParam(req, 'token')

  const registration = Router({ mergeParams: true })
  // Manage links are capabilities: never cached or passed on in a Referer.
  registration.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })
  registration.get('/networking', async (req, res) => {
    res.json(await service.view(token(req)))
  })
  // The body is the profile itself, judged as the registration's `networking` (the same field names in `errors`).
  const asProfile: RequestHandler = (req, _res, next) => {
    req.body = { networking: (req.body as unknown) ?? {} }
    next()
  }
  registration.put('/networking', asProfile, validateBody(networkingPutSchema), async (req, res) => {
    res.json(await service.save(token(req), req.body.networking))
  })
  registration.delete('/networking', async (req, res) => {
    res.json(await service.withdraw(token(req)))
  })
  registration.post('/swaps', rateLimits.swaps, validateBody(swapRequestSchema), async (req, res) => {
    const status = await service.swap(token(req), req.body.code)
    res.status(status === 'mutual' ? 200 : 201).json({ status })
  })
  registration.post('/swaps/:swapId/accept', async (req, res) => {
    res.json({ status: await service.accept(token(req), idParam(req, 'swapId')) })
  })

  const event = Router({ mergeParams: true })
  event.get('/', requireActiveUser, async (req, res) => {
    res.json(await service.aggregate(req, idParam(req)))
  })

  const contactCodes = Router()
  contactCodes.get('/:code', rateLimits.contactCodes, async (req, res) => {
    // A capability, like an entry code: never cached or passed on in a Referer.
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    res.json(await service.card(String(req.params.code)))
  })
  contactCodes.post('/:code/my-link', ...rateLimits.swapLink, validateBody(swapLinkSchema), async (req, res) => {
    // 404 only for the code (anyone may read whose it is); for the address the same answer, as
    // fast, whether or not it is on the night's list: the look-up and the email follow it.
    const holder = await service.holder(String(req.params.code))
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    res.status(202).json({ message: messages.swapLinkSent })
    void sendSwapLink(holder, req.body.email)
  })

  return { registration, event, contactCodes }
}
