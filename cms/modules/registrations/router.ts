import { Router, type Request } from 'express'
import { toEvent } from '../../lib/dto'
import { requireActiveUser } from '../../http/middleware/guards'
import { idParam } from '../../http/params'
import { loadEvent } from '../events/service'
import { eventOfDoorToken, eventOfDoorTokenFor } from '../door/doorLinks'
import { doorConflicts } from '../door/conflicts'
import { scanRoutes } from '../door/scanRoutes'
import { attendeeRoutes } from './attendeeRoutes'
import { waitlistRoutes } from './waitlistRoutes'
import { checkInRoutes } from './checkInRoutes'
import { badgeRoutes } from './badgeRoutes'
import { doorList } from './checkIns'
import { manageRouter } from './manageRouter'
import { entryCodeOwner } from './entryCodes'
import type { ApiContext } from '../context'

/**
 * Everything about the people of an event, one router per mount (cms/http/app.ts):
 * - `event`, under `/api/events/{id}`: the count, attendees, the waitlist, companies, check-ins
 *   and walk-ins, name badges. Who may use the host's routes is access/events.ts, asked through
 *   `loadEvent` (must: 'manage'); the routes' guards only make a signed-out caller hear 401 first.
 * - `manage`, under `/api/registrations`: a person's own registration through its manage link.
 * - `door`, under `/api/door/{doorToken}`: the same door as the host's, through a volunteer's link.
 * - `entryCodes`, under `/api/entry-codes`: whose entry code it is, for the code's own page.
 */
export function registrationsRouters(context: ApiContext): { event: Router; manage: Router; door: Router; entryCodes: Router } {
  const { payload, env } = context

  const event = Router({ mergeParams: true })
  attendeeRoutes(event, context)
  waitlistRoutes(event, context)
  badgeRoutes(event, context)
  // The event's own door takes the host's session or, in `X-Door-Token`, a door link for this event.
  const managedOrLinked = (req: Request) => {
    const token = req.get('x-door-token')
    return token === undefined
      ? loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
      : eventOfDoorTokenFor(payload, token, idParam(req))
  }
  event.use(['/check-ins', '/walk-ins'], (req, res, next) =>
    req.get('x-door-token') !== undefined ? next() : requireActiveUser(req, res, next),
  )
  checkInRoutes(event, context, managedOrLinked)
  scanRoutes(event, context, managedOrLinked, '/check-ins/snapshot')

  const door = Router({ mergeParams: true })
  // Door links are capabilities: never cached or passed on in a Referer.
  door.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })
  const linkedEvent = (req: Request) => eventOfDoorToken(payload, String(req.params.doorToken))
  door.get('/', async (req, res) => {
    const linked = await linkedEvent(req)
    res.json({ event: toEvent(linked), ...(await doorList(payload, linked)), conflicts: await doorConflicts(payload, linked) })
  })
  checkInRoutes(door, context, linkedEvent)
  scanRoutes(door, context, linkedEvent, '/snapshot')

  const entryCodes = Router()
  entryCodes.get('/:code', async (req, res) => {
    // A capability, like a door link: never cached or passed on in a Referer.
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    res.json(await entryCodeOwner(payload, env.PAYLOAD_SECRET, String(req.params.code)))
  })

  return { event, manage: manageRouter(context), door, entryCodes }
}
