import { Router, type Request } from 'express'
import { eventSchema, eventStatusSchema } from '../../../contract/events'
import { duplicateSchema, seriesSchema } from '../../../contract/recurrence'
import { messages } from '../../../contract/messages'
import { deletesEvents } from '../../../access/canDeleteEvents'
import { toEvent } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { requireActiveUser, requireAllowedBy } from '../../http/middleware/guards'
import { validateBody, zodFailure } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { eventWrites, eventsService, loadEvent, hostNameOf } from './service'
import { copiesService } from './copies'
import { followingService } from './following'
import type { ApiContext } from '../context'
import type { Where } from 'payload'
import type { Event } from '../../../payload-types'

function statusFilter(query: Request['query']): Where | undefined {
  const parsed = eventStatusSchema.safeParse(query)
  if (!parsed.success) throw zodFailure(parsed.error.issues)
  if (!parsed.data.status || parsed.data.status === 'past') return undefined
  return { archived: { equals: parsed.data.status === 'archived' } }
}

/**
 * What an edit of a night's seats sets off beyond this module: a raised capacity goes to the people
 * waiting at once. The registrations module owns the waitlist, and cms/app.ts hands its
 * `fillSeatsNow` in, so events and registrations do not import each other.
 */
export type SeatsMayHaveFreed = (eventId: Event['id'], maxBefore: Event['maxAttendees']) => Promise<void>

export function eventsRouter({ payload, env, publicEvents, atomic }: ApiContext, seatsMayHaveFreed: SeatsMayHaveFreed): Router {
  const router = Router()
  const events = { ...eventsService(payload), ...eventWrites(payload, atomic) }
  const copies = copiesService(payload, atomic, env)
  const following = followingService(payload, atomic)

  router.get('/', async (req, res) => {
    if (req.query.status === 'past') return res.json(await publicEvents.past())
    const status = statusFilter(req.query)
    if (status) {
      // ?status= lists are the view of whoever manages every event (access/events.ts).
      if (!req.user) throw new HttpError(401, messages.notSignedIn)
      return res.json((await events.every(req, status)).map(toEvent))
    }
    res.type('application/json').send(await publicEvents.json())
  })

  router.get('/host/:hostId', requireActiveUser, async (req, res) => {
    // Exactly the events access/events.ts says this host's team has, as the caller may list them.
    res.json((await events.ofHost(req, String(req.params.hostId), statusFilter(req.query))).map(toEvent))
  })

  router.get('/:id', async (req, res) => {
    // A listed event's page comes ready from the public list's copy, its host's name included.
    const listed = await publicEvents.event(idParam(req))
    if (listed) return res.type('application/json').send(listed.json)
    // Archived events, and a draft for its team (access/events.ts canReadEvents).
    const event = await loadEvent(payload, idParam(req), { caller: req })
    res.json({ ...toEvent(event), hostName: await hostNameOf(payload, event) })
  })

  router.post('/', requireActiveUser, validateBody(eventSchema), async (req, res) => {
    // Whose event it is, is decided once, by the collection (collections/Events/hooks/assignHost.ts):
    // the caller, unless the master admin names another host.
    res.status(201).json(toEvent(await events.create(req, req.body)))
  })

  router.patch('/:id', requireActiveUser, validateBody(eventSchema), async (req, res) => {
    const before = await loadEvent(payload, idParam(req), { caller: req })
    // A hostId in the body only counts from the master admin (collections/Events/hooks/assignHost.ts).
    const event = await events.update(req, idParam(req), req.body)
    await seatsMayHaveFreed(event.id, before.maxAttendees)
    res.json(toEvent(event))
  })

  // "Edit this and following" nights of a series: whoever manages the night (access/events.ts).
  router.patch('/:id/following', requireActiveUser, validateBody(eventSchema), async (req, res) => {
    const updated = await following.update(req, idParam(req), req.body)
    for (const { before, after } of updated) await seatsMayHaveFreed(after.id, before.maxAttendees)
    res.json(updated.map(({ after }) => toEvent(after)))
  })

  // A draft goes public (docs/api.md "Follow a city"): whoever manages the night, like any edit.
  router.post('/:id/publish', requireActiveUser, async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.json(toEvent(event.status === 'draft' ? await events.publish(req, idParam(req)) : event))
  })

  router.patch('/:id/archive', requireActiveUser, async (req, res) => {
    // The owner's (access/events.ts, ownsEvent), so a co-host hears 403 before "already archived".
    const existing = await loadEvent(payload, idParam(req), { caller: req, must: 'own' })
    if (existing.archived) throw new HttpError(409, messages.alreadyArchived)
    res.json(toEvent(await events.archive(req, idParam(req))))
  })

  // "Duplicate as next night" and "Repeat" are the owner's or the master admin's (access/events.ts, ownsEvent).
  router.post('/:id/duplicate', requireActiveUser, validateBody(duplicateSchema), async (req, res) => {
    res.status(201).json(toEvent(await copies.duplicate(req, idParam(req), req.body.date)))
  })

  router.post('/:id/series', requireActiveUser, validateBody(seriesSchema), async (req, res) => {
    res.status(201).json((await copies.series(req, idParam(req), req.body.pattern, req.body.count)).map(toEvent))
  })

  // The master admin's alone (access/canDeleteEvents.ts), refused before the event is looked up.
  router.delete('/:id', requireAllowedBy(deletesEvents), async (req, res) => {
    await loadEvent(payload, idParam(req), { caller: req })
    await events.remove(req, idParam(req))
    res.json({ message: 'Event deleted' })
  })

  return router
}
