import type { Payload } from 'payload'
import { emailKeyOf } from '../../collections/Attendees/hooks/normaliseEmail'
import { messages } from '../../contract/messages'
import { HttpError } from '../lib/httpError'
import type { SessionUser } from '../middleware/session'
import { asAnonymous, asSystem } from '../lib/asCaller'

interface Registration {
  name: string
  email: string
  company: string
}

type EventDoc = { id: string | number; archived?: boolean | null; maxAttendees?: number | null; registrationCount?: number | null }

/**
 * Seats are claimed with one atomic conditional update on the event
 * (`registrationCount < maxAttendees` -> increment): a single UPDATE on SQLite, a single
 * findOneAndUpdate on MongoDB. That holds across requests and across processes without
 * relying on transaction isolation. Returns false when no seat (or the event closed).
 */
async function claimSeat(payload: Payload, event: EventDoc): Promise<boolean> {
  const claimed = await payload.db.updateOne({
    collection: 'events',
    where: {
      and: [
        { id: { equals: event.id } },
        { archived: { not_equals: true } },
        { registrationCount: { less_than: event.maxAttendees } },
      ],
    },
    data: { registrationCount: { $inc: 1 } },
    options: { atomic: true },
  } as never)
  return Boolean(claimed)
}

async function changeCount(payload: Payload, eventId: EventDoc['id'], by: number) {
  await payload.db.updateOne({
    collection: 'events',
    // Never below zero, whatever order deletes and registrations arrive in.
    where: by < 0 ? { and: [{ id: { equals: eventId } }, { registrationCount: { greater_than: 0 } }] } : { id: { equals: eventId } },
    data: { registrationCount: { $inc: by } },
    options: { atomic: true },
  } as never)
}

/** A plain database count: the event id comes from a document already read, the key is a string. */
async function isRegistered(payload: Payload, eventId: EventDoc['id'], email: string) {
  const { totalDocs } = await payload.db.count({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { emailKey: { equals: emailKeyOf(email) } }] },
  } as never)
  return totalDocs > 0
}

/**
 * Public registration (and an owner adding someone by hand, who may exceed capacity).
 * Invariants: no registration on archived events, one per email per event (unique index
 * on event + lower-cased email), never more than maxAttendees public registrations.
 */
export async function registerAttendee(
  payload: Payload,
  event: EventDoc,
  input: Registration,
  addedBy: SessionUser | null,
) {
  if (event.archived) throw new HttpError(409, messages.registrationClosed)
  // Someone already registered hears that, even when the event has filled up since.
  if (await isRegistered(payload, event.id, input.email)) throw new HttpError(409, messages.alreadyRegistered)
  const limited = !addedBy && (event.maxAttendees ?? 0) > 0
  // A sold-out event answers from the document already read: no seat claim under a rush.
  if (limited && (event.registrationCount ?? 0) >= event.maxAttendees!) throw new HttpError(409, messages.eventFull)

  if (limited) {
    if (!(await claimSeat(payload, event))) {
      const current = await payload.findByID({ collection: 'events', id: event.id, depth: 0, ...asAnonymous }).catch(() => null)
      throw new HttpError(409, current?.archived ? messages.registrationClosed : messages.eventFull)
    }
  } else {
    await changeCount(payload, event.id, 1)
  }

  try {
    // Anonymous registration is decided by this function (state, capacity, uniqueness),
    // not by collection access, which keeps direct attendee creation owner-only.
    return await payload.create({
      collection: 'attendees',
      data: { event: event.id, name: input.name, email: input.email, emailKey: emailKeyOf(input.email), company: input.company },
      depth: 0,
      ...asSystem('public registration: state, capacity and uniqueness are checked here'),
    })
  } catch (err) {
    await changeCount(payload, event.id, -1)
    if (await isRegistered(payload, event.id, input.email)) throw new HttpError(409, messages.alreadyRegistered)
    throw err
  }
}

/** Removing a registration frees its seat. */
export const releaseSeat = (payload: Payload, eventId: EventDoc['id']) => changeCount(payload, eventId, -1)

/**
 * The registration path's read: events are public, so the plain database read (no access
 * or hook pass) answers the same document at a fraction of the cost under a rush. An id
 * the database cannot even parse is simply not found.
 */
export async function findPublicEventOr404(payload: Payload, id: string): Promise<EventDoc & Record<string, unknown>> {
  const event = await payload.db.findOne({ collection: 'events', where: { id: { equals: id } } } as never).catch(() => null)
  if (!event) throw new HttpError(404, messages.eventNotFound)
  return event as unknown as EventDoc & Record<string, unknown>
}
