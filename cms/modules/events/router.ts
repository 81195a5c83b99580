import { Router, type Request } from 'express'
import type { Payload, Where } from 'payload'
import { eventSchema, eventStatusSchema } from '../../../contract/events'
import { messages } from '../../../contract/messages'
import { userIsMasterAdmin } from '../../../access/isMasterAdmin'
import { managesEvent } from '../../../access/managesEvent'
import { toEvent } from '../../lib/dto'
import { HttpError } from '../../http/httpError'
import { asAnonymous, asCaller } from '../../lib/asCaller'
import { requireActiveUser, requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody, zodFailure } from '../../http/middleware/validate'
import type { ApiContext } from '../../http/context'
import { eventCalendarHandler } from '../calendar/feedRouter'
import { fillFreedSeats } from '../registrations/waitlist'

/** Route ids are opaque strings here; Payload decides what they match. */
export const idParam = (req: Request, name = 'id') => String(req.params[name])

function statusFilter(query: Request['query']): Where | undefined {
  const parsed = eventStatusSchema.safeParse(query)
  if (!parsed.success) throw zodFailure(parsed.error.issues)
  if (!parsed.data.status || parsed.data.status === 'past') return undefined
  return { archived: { equals: parsed.data.status === 'archived' } }
}

/** Reads one event (events are public); unknown ids of any shape are a 404, never a 500. */
export async function findEventOr404(payload: Payload, id: string) {
  const found = await payload.find({
    collection: 'events',
    where: { id: { equals: id } },
    limit: 1,
    depth: 0,
    pagination: false,
    ...asAnonymous,
  })
  const event = found.docs[0]
  if (!event) throw new HttpError(404, messages.eventNotFound)
  return event
}


async function listEvents(payload: Payload, req: Request, where: Where) {
  const result = await payload.find({
    collection: 'events',
    where,
    sort: 'date',
    depth: 0,
    pagination: false,
    ...asCaller(req),
  })
  return result.docs.map((doc) => toEvent(doc))
}

/** How many past nights the public list shows (the home page's "Past events"). */
const PAST_EVENTS = 6

/** `?status=past`, public: the most recent nights that are over (ended or archived). */
async function pastEvents(payload: Payload) {
  const result = await payload.find({
    collection: 'events',
    where: { or: [{ archived: { equals: true } }, { endDate: { less_than_equal: new Date().toISOString() } }] },
    sort: '-date',
    limit: PAST_EVENTS,
    depth: 0,
    ...asAnonymous,
  })
  return result.docs.map((doc) => toEvent(doc))
}

export function eventsRouter({ payload, env, publicEvents, atomic, mailer }: ApiContext): Router {
  const router = Router()

  router.get('/', async (req, res) => {
    if (req.query.status === 'past') return res.json(await pastEvents(payload))
    const status = statusFilter(req.query)
    if (status) {
      // ?status= lists are the master admin's view of every event.
      if (!req.user) throw new HttpError(401, messages.notSignedIn)
      if (!userIsMasterAdmin(req.user)) throw new HttpError(403, messages.forbidden)
      return res.json(await listEvents(payload, req, status))
    }
    res.type('application/json').send(await publicEvents.json())
  })

  router.get('/host/:hostId', requireActiveUser, async (req, res) => {
    const { hostId } = req.params
    if (!userIsMasterAdmin(req.user) && String(req.user!.id) !== hostId) {
      throw new HttpError(403, messages.forbidden)
    }
    const where: Where = { hostId: { equals: hostId } }
    const status = statusFilter(req.query)
    res.json(await listEvents(payload, req, status ? { and: [where, status] } : where))
  })

  router.get('/:id/calendar.ics', eventCalendarHandler(payload, env, publicEvents))

  router.get('/:id', async (req, res) => {
    res.json(toEvent(await findEventOr404(payload, idParam(req))))
  })

  router.post('/', requireActiveUser, validateBody(eventSchema), async (req, res) => {
    // Whose event it is, is decided once, by the collection (collections/Events/hooks/assignHost.ts):
    // the caller, unless the master admin names another host.
    const event = await payload.create({
      collection: 'events',
      data: { ...req.body, archived: false, registrationCount: 0 },
      depth: 0,
      ...asCaller(req),
    })
    res.status(201).json(toEvent(event))
  })

  router.patch('/:id', requireActiveUser, validateBody(eventSchema), async (req, res) => {
    await findEventOr404(payload, idParam(req))
    // A hostId in the body only counts from the master admin (collections/Events/hooks/assignHost.ts).
    const event = await payload.update({ collection: 'events', id: idParam(req), data: req.body, depth: 0, ...asCaller(req) })
    // A raised capacity goes to the people waiting at once (cms/modules/registrations/waitlist.ts).
    if (await atomic.run((unit) => fillFreedSeats({ payload, mailer }, event.id, unit))) mailer.deliverSoon()
    res.json(toEvent(event))
  })

  router.patch('/:id/archive', requireActiveUser, async (req, res) => {
    const existing = await findEventOr404(payload, idParam(req))
    if (!managesEvent(req.user, existing)) throw new HttpError(403, messages.forbidden)
    if (existing.archived) throw new HttpError(409, messages.alreadyArchived)
    const event = await payload.update({
      collection: 'events',
      id: idParam(req),
      data: { archived: true },
      depth: 0,
      ...asCaller(req),
    })
    res.json(toEvent(event))
  })

  router.delete('/:id', requireMasterAdmin, async (req, res) => {
    await findEventOr404(payload, idParam(req))
    await payload.delete({ collection: 'events', id: idParam(req), ...asCaller(req) })
    res.json({ message: 'Event deleted' })
  })

  return router
}
