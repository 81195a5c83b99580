import { Router, type Request } from 'express'
import { requireActiveUser } from '../../http/middleware/guards'
import { idParam } from '../../http/params'
import { sendPrepared } from '../../http/preparedJson'
import { loadEvent } from '../events/service'
import { createDoorLink, doorLinkStatus, eventOfDoorToken, eventOfDoorTokenFor, revokeDoorLinks } from './doorLinks'
import { scanRoutes } from './scanRoutes'
import { checkInRoutes } from './checkInRoutes'
import { badgeRoutes } from './badgeRoutes'
import { doorListAnswer } from './checkIns'
import { entryCodeOwner } from './entryCodes'
import type { ApiContext } from '../context'

/**
 * `/api/events/{id}/door-link` (docs/api.md, "Door and reports"): whoever manages the event
 * (access/events.ts) makes, reads and revokes the volunteer's link. What the link then opens
 * (the door's list and check-ins) is doorRouters below.
 */
export function doorLinkRouter({ payload, env }: ApiContext): Router {
  const router = Router({ mergeParams: true })
  router.use(requireActiveUser)
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store')
    next()
  })
  router.get('/', async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.json(await doorLinkStatus(payload, event.id))
  })
  router.post('/', async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.status(201).json(await createDoorLink(payload, env.SERVER_URL, event, req.user!.id))
  })
  router.delete('/', async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    await revokeDoorLinks(payload, event.id)
    res.json({ message: 'Door link revoked' })
  })
  return router
}

/**
 * The door, one router per mount (cms/app.ts):
 * - `event`, under `/api/events/{id}`: check-ins and walk-ins, the door's snapshot and batches,
 *   name badges. Who may use them is access/events.ts, asked through `loadEvent` (must:
 *   'manage'), or the event's door link in `X-Door-Token`.
 * - `door`, under `/api/door/{doorToken}`: the same door as the host's, through a volunteer's link.
 * - `entryCodes`, under `/api/entry-codes`: whose entry code it is, for the code's own page.
 */
export function doorRouters(context: ApiContext): { event: Router; door: Router; entryCodes: Router } {
  const { payload, env } = context

  const event = Router({ mergeParams: true })
  badgeRoutes(event, context)
  // The event's own door takes the host's session or, in `X-Door-Token`, a door link for this event.
  const managedOrLinked = (req: Request, uploading = false) => {
    const token = req.get('x-door-token')
    return token === undefined
      ? loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
      : eventOfDoorTokenFor(payload, token, idParam(req), { uploading })
  }
  event.use(['/check-ins', '/walk-ins'], (req, res, next) =>
    req.get('x-door-token') !== undefined ? next() : requireActiveUser(req, res, next),
  )
  checkInRoutes(event, context, (req) => managedOrLinked(req))
  scanRoutes(event, context, managedOrLinked, '/check-ins/snapshot')

  const door = Router({ mergeParams: true })
  // Door links are capabilities: never cached or passed on in a Referer.
  door.use((_req, res, next) => {
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    next()
  })
  const linkedEvent = (req: Request, uploading = false) => eventOfDoorToken(payload, String(req.params.doorToken), { uploading })
  door.get('/', async (req, res) => {
    // The same answer as the team's list of this night (./checkIns.ts); no-store is set above.
    sendPrepared(req, res, await doorListAnswer(payload, await linkedEvent(req)))
  })
  checkInRoutes(door, context, (req) => linkedEvent(req))
  scanRoutes(door, context, linkedEvent, '/snapshot')

  const entryCodes = Router()
  entryCodes.get('/:code', async (req, res) => {
    // A capability, like a door link: never cached or passed on in a Referer.
    res.set({ 'Cache-Control': 'private, no-store', 'Referrer-Policy': 'no-referrer' })
    res.json(await entryCodeOwner(payload, env.PAYLOAD_SECRET, String(req.params.code)))
  })

  return { event, door, entryCodes }
}
