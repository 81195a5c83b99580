import { Router, type Request } from 'express'
import type { Payload } from 'payload'
import { registrationUpdateSchema } from '../../../contract/registrations'
import { messages } from '../../../contract/messages'
import { asAnonymous, asSystem } from '../../lib/asCaller'
import { toEvent } from '../../lib/dto'
import { HttpError } from '../../http/httpError'
import { validateBody } from '../../http/middleware/validate'
import { cancelRegistration, positionOf } from './waitlist'
import { hashToken, isWellFormedToken } from './registrationTokens'
import { checkInUrl, entryCodeOf } from '../door/entryCodes'
import type { ApiContext } from '../../http/context'
import type { Attendee } from '../../../payload-types'
import { relationId } from '../../../contract/relations'


/** The row a manage token opens: looked up by the token's hash; 404 for anything else. */
async function rowOfToken(payload: Payload, req: Request): Promise<Attendee> {
  const token = String(req.params.token)
  if (!isWellFormedToken(token)) throw new HttpError(404, messages.registrationNotFound)
  const found = await payload.find({
    collection: 'attendees',
    where: { manageTokenHash: { equals: hashToken(token) } },
    depth: 0,
    limit: 1,
    pagination: false,
    ...asSystem('a manage link: the token itself is the permission'),
  })
  const row = found.docs[0]
  if (!row) throw new HttpError(404, messages.registrationNotFound)
  return row
}

const eventIdOf = (row: Attendee) => relationId(row.event)

/**
 * `/api/registrations/{token}` (docs/api.md, "Registrations"): the person's own view, their
 * corrections and their cancellation. The token is the only key; a GET never changes anything.
 */
export function registrationsRouter({ payload, env, mailer, atomic, soldOut }: ApiContext): Router {
  const deps = { payload, mailer, atomic, soldOut, secret: env.PAYLOAD_SECRET }
  const router = Router()

  // Manage links are capabilities: never cached or passed on in a Referer.
  router.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })

  const view = async (row: Attendee) => {
    const event = await payload.findByID({ collection: 'events', id: eventIdOf(row), depth: 0, disableErrors: true, ...asAnonymous })
    if (!event) throw new HttpError(404, messages.registrationNotFound)
    const status = row.status
    return {
      registration: {
        id: row.id,
        name: row.name,
        email: row.email,
        company: row.company,
        showCompany: row.showCompany === true,
        status,
        ...(status === 'waitlisted' ? { position: await positionOf(deps, row) } : {}),
        ...(row.checkedInAt ? { checkedInAt: row.checkedInAt } : {}),
        // What the confirmation email's QR code holds, for the page to show it again.
        ...(status === 'registered' ? { checkInUrl: checkInUrl(env.SERVER_URL, entryCodeOf(env.PAYLOAD_SECRET, row.id)) } : {}),
      },
      event: toEvent(event),
    }
  }

  router.get('/:token', async (req, res) => {
    res.json(await view(await rowOfToken(payload, req)))
  })

  router.patch('/:token', validateBody(registrationUpdateSchema), async (req, res) => {
    const row = await rowOfToken(payload, req)
    if (row.status === 'cancelled') throw new HttpError(409, messages.registrationCancelled)
    const { name, company, showCompany } = req.body
    const updated = await payload.update({
      collection: 'attendees',
      id: row.id,
      data: { ...(name !== undefined ? { name } : {}), ...(company !== undefined ? { company } : {}), ...(showCompany !== undefined ? { showCompany } : {}) },
      depth: 0,
      ...asSystem('a person correcting their own registration through its manage token'),
    })
    res.json(await view({ ...row, ...updated }))
  })

  router.post('/:token/cancel', async (req, res) => {
    const row = await rowOfToken(payload, req)
    await cancelRegistration(deps, row.id)
    res.json({ status: 'cancelled' })
  })

  return router
}
