import type { Payload, PayloadRequest } from 'payload'
import { emailKeyOf } from '../../collections/Attendees/hooks/normaliseEmail'
import { messages } from '../../contract/messages'
import { HttpError } from '../lib/httpError'
import type { SessionUser } from '../middleware/session'
import { asSystem } from '../lib/asCaller'
import type { Mailer } from '../mail/mailer'
import type { AtomicUnits } from './atomic'
import type { SoldOutMemo } from './soldOut'

interface Registration {
  name: string
  email: string
  company: string
}

type EventDoc = { id: string | number; date?: string | Date | null; archived?: boolean | null; maxAttendees?: number | null; registrationCount?: number | null }

/** Public registration closes when the event starts (hosts may still add people at the door). */
const hasStarted = (event: EventDoc) => event.date != null && new Date(event.date).getTime() <= Date.now()

export interface RegistrationDeps {
  payload: Payload
  atomic: AtomicUnits
  mailer: Mailer
  soldOut: SoldOutMemo
}

/** Registrations of an event, counted from the rows themselves: a count that cannot drift. */
async function countRegistered(payload: Payload, eventId: EventDoc['id'], req?: PayloadRequest) {
  const { totalDocs } = await payload.db.count({ collection: 'attendees', where: { event: { equals: eventId } }, req } as never)
  return totalDocs
}

async function isRegistered(payload: Payload, eventId: EventDoc['id'], email: string, req?: PayloadRequest) {
  const { totalDocs } = await payload.db.count({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { emailKey: { equals: emailKeyOf(email) } }] },
    req,
  } as never)
  return totalDocs > 0
}

/**
 * Writes the event's registrationCount from the rows, inside the unit. On MongoDB this write
 * is what makes two units for one event conflict (one retries and counts again), so snapshot
 * isolation cannot sell the last seat twice; on SQLite the unit already holds the write lock.
 * The stored number is a convenience for readers; no decision trusts it.
 */
async function recordCount(payload: Payload, eventId: EventDoc['id'], count: number, req: PayloadRequest) {
  await payload.db.updateOne({ collection: 'events', where: { id: { equals: eventId } }, data: { registrationCount: count }, req, returning: false } as never)
}

/**
 * Public registration (and an owner adding someone by hand, who may exceed capacity), as
 * one atomic unit: the capacity check against the event read inside the unit, the attendee
 * row and the confirmation email row persist together or not at all.
 * Invariants: no registration on archived events, one per email per event (unique index on
 * event + lower-cased email), never more public registrations than maxAttendees.
 */
export async function registerAttendee({ payload, atomic, mailer, soldOut }: RegistrationDeps, event: EventDoc, input: Registration, addedBy: SessionUser | null) {
  if (event.archived || (!addedBy && hasStarted(event))) throw new HttpError(409, messages.registrationClosed)
  const limited = !addedBy && (event.maxAttendees ?? 0) > 0
  // A sold-out event answers from the memo, outside any unit: under a rush the many late
  // requests never queue for the write lock. Someone already registered still hears that.
  const refuseWhenSoldOut = async () => {
    if (!limited || !soldOut.isSoldOut(event.id)) return
    if (await isRegistered(payload, event.id, input.email)) throw new HttpError(409, messages.alreadyRegistered)
    throw new HttpError(409, messages.eventFull)
  }
  await refuseWhenSoldOut()

  try {
    const attendee = await atomic.run(async (req) => {
      const current = (await payload.db.findOne({ collection: 'events', where: { id: { equals: event.id } }, req } as never)) as EventDoc | null
      if (!current || current.archived || (!addedBy && hasStarted(current))) throw new HttpError(409, messages.registrationClosed)
      if (await isRegistered(payload, event.id, input.email, req)) throw new HttpError(409, messages.alreadyRegistered)
      const taken = await countRegistered(payload, event.id, req)
      const capacity = !addedBy && (current.maxAttendees ?? 0) > 0 ? current.maxAttendees! : Infinity
      if (taken >= capacity) {
        soldOut.markSoldOut(event.id)
        throw new HttpError(409, messages.eventFull)
      }
      if (taken + 1 >= capacity) soldOut.markSoldOut(event.id)
      await recordCount(payload, event.id, taken + 1, req)
      // Anonymous registration is decided here (state, capacity, uniqueness), not by
      // collection access, which keeps direct attendee creation owner-only.
      const created = await payload.create({
        collection: 'attendees',
        data: { event: event.id, name: input.name, email: input.email, emailKey: emailKeyOf(input.email), company: input.company },
        depth: 0,
        req,
        ...asSystem('public registration: state, capacity and uniqueness are checked here'),
      })
      await mailer.registrationConfirmation(current as Record<string, unknown>, created, req)
      return created
    }, { before: refuseWhenSoldOut })
    mailer.deliverSoon()
    return attendee
  } catch (err) {
    // Two requests for one address racing: the unique index decided, the unit rolled back.
    if (!(err instanceof HttpError) && (await isRegistered(payload, event.id, input.email).catch(() => false))) {
      throw new HttpError(409, messages.alreadyRegistered)
    }
    throw err
  }
}

/** Removing a registration frees its seat at once (the count is the rows). */
export async function removeAttendee({ payload, atomic, soldOut }: RegistrationDeps, eventId: EventDoc['id'], attendeeId: string | number) {
  soldOut.forget(eventId)
  await atomic.run(async (req) => {
    await payload.delete({ collection: 'attendees', id: attendeeId, req, ...asSystem('removal already authorised by the route') })
    await recordCount(payload, eventId, await countRegistered(payload, eventId, req), req)
  })
}

/**
 * On start: every event's stored registrationCount is set from its rows; any difference is
 * returned so the server can log it (a crash can no longer leave one, but a database written
 * by an older version can).
 */
export async function reconcileCounts(payload: Payload): Promise<{ eventId: EventDoc['id']; stored: number; actual: number }[]> {
  const drift: { eventId: EventDoc['id']; stored: number; actual: number }[] = []
  const events = await payload.find({ collection: 'events', depth: 0, pagination: false, select: { registrationCount: true }, ...asSystem('start-up reconciliation of seat counts') })
  for (const event of events.docs as EventDoc[]) {
    const actual = await countRegistered(payload, event.id)
    const stored = event.registrationCount ?? 0
    if (stored !== actual) {
      drift.push({ eventId: event.id, stored, actual })
      await payload.db.updateOne({ collection: 'events', where: { id: { equals: event.id } }, data: { registrationCount: actual }, returning: false } as never)
    }
  }
  return drift
}

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
