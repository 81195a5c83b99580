import { isPublished } from '../../../access/events'
import { emailKeyOf } from '../../../contract/emailKey'
import { messages } from '../../../contract/messages'
import { checkAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import { HttpError } from '../../lib/httpError'
import { issueManageToken } from '../../lib/capabilities/manageLink'
import { afterCommit, type AtomicUnits } from '../../db/atomic'
import { lockEventRow } from '../../db/rowLocks'
import { countRegistered as countRegisteredRows, writeSeatCount } from '../../../collections/Attendees/hooks/recountSeats'
import { eventChanges } from '../../../collections/Events/hooks/announceChange'
import { newRowKey } from '../../../collections/hooks/rowKey'
import { notFoundUnlessStorageFailure } from '../../db/storageHealth'
import type { NetworkingProfile } from '../../../contract/networking'
import type { SoldOutMemo } from './soldOut'
import type { Mailer } from '../../mail/mailer'
import type { Payload, PayloadRequest } from 'payload'
import type { Attendee, Event } from '../../../payload-types'

/**
 * The seat primitives every registration path shares (registration.ts, waitlist.ts,
 * checkIns.ts): the event as it is inside a unit, its capacity and count, an address's one row,
 * and writing that row. They import no other service of this module, so nothing imports in a circle.
 */
export interface Registration {
  name: string
  email: string
  company: string
  showCompany?: boolean
  answers?: Answers
  /** "Help me meet people tonight" (contract/networking.ts); judged inside the unit, stored beside the row. */
  networking?: NetworkingProfile | null
}

/**
 * The answers judged against the event as it is inside the unit (contract/questions.ts): a
 * missing required answer or an unknown option is 400 with `errors["answers.<id>"]`, thrown
 * inside the unit, so nothing is stored and no seat is taken. Hosts and walk-ins may skip.
 */
export function answersFor(event: Event, input: Registration, allowMissing: boolean): Answers {
  const { answers, errors } = checkAnswers(storedQuestions(event), input.answers, { allowMissing })
  const first = Object.values(errors)[0]
  if (first) throw new HttpError(400, first, errors)
  return answers
}

/** What the registration rules read of an event: a whole document, or one read with `select`. */
export type EventDoc = Pick<Event, 'id'> & Partial<Pick<Event, 'date' | 'archived' | 'maxAttendees' | 'registrationCount'>>

/** Public registration and the waitlist close when the event starts (hosts may still add people at the door). */
export const hasStarted = (event: EventDoc) => event.date != null && new Date(event.date).getTime() <= Date.now()

export interface RegistrationDeps {
  payload: Payload
  atomic: AtomicUnits
  mailer: Mailer
  soldOut: SoldOutMemo
  /** PAYLOAD_SECRET: seals each registration's manage token (cms/lib/capabilities/manageLink.ts). */
  secret: string
}

/**
 * Registrations of an event, counted from the rows themselves: a count that cannot drift. Inside
 * a unit the event is locked first (cms/db/rowLocks.ts; units lock it as they begin, this is for
 * any that did not), so on PostgreSQL the count is never one another unit is about to change.
 */
export async function countRegistered(payload: Payload, eventId: EventDoc['id'], req?: PayloadRequest) {
  if (req) await lockEventRow(payload, eventId, req)
  return countRegisteredRows(payload, eventId, req)
}

/** The one row an address has for an event, in whatever state (the unique index allows one). */
export async function entryOf(
  payload: Payload,
  eventId: EventDoc['id'],
  email: string,
  req?: PayloadRequest,
): Promise<Attendee | null> {
  return await payload.db.findOne<Attendee>({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { emailKey: { equals: emailKeyOf(email) } }] },
    req,
  })
}

/** The event as it is inside the unit; refused while a draft, once archived or (for the public) started. */
export async function currentEventOr409(
  payload: Payload,
  eventId: EventDoc['id'],
  req: PayloadRequest,
  byOwner = false,
): Promise<Event> {
  // Locked before it is read, so what is read and counted next is what the unit before committed.
  await lockEventRow(payload, eventId, req)
  const current = await payload.db.findOne<Event>({ collection: 'events', where: { id: { equals: eventId } }, req })
  // A draft takes no registrations, not even a host's (docs/decisions.md): publish it first.
  if (!current || current.archived || !isPublished(current) || (!byOwner && hasStarted(current))) {
    throw new HttpError(409, messages.registrationClosed)
  }
  return current
}

/** Seats the public may take: maxAttendees, or no limit when it is 0. */
export const capacityOf = (event: EventDoc) => ((event.maxAttendees ?? 0) > 0 ? event.maxAttendees! : Infinity)

/**
 * Writes the event's registrationCount from the rows, inside the unit. On MongoDB this write
 * is what makes two units for one event conflict (one retries and counts again), so snapshot
 * isolation cannot sell the last seat twice; on SQLite the unit already holds the write lock.
 * The stored number is a convenience for readers; no decision trusts it.
 */
export async function recordCount(payload: Payload, eventId: EventDoc['id'], count: number, req: PayloadRequest) {
  await writeSeatCount(payload, eventId, count, req)
  // The public list carries the counts (registeredCount): drop it once this unit commits.
  afterCommit(req, () => eventChanges.emit('change'))
}

/**
 * Puts a person in a state: a new row, or the row the address already has (waiting or
 * cancelled) moved on. Either way the row gets a new manage token: whoever typed the address
 * again must not inherit a link someone else may hold, so an earlier link answers 404 and the
 * new one goes out by email only (`revived`: the answer must not carry it).
 */
export async function writeEntry(
  { payload, secret }: Pick<RegistrationDeps, 'payload' | 'secret'>,
  eventId: EventDoc['id'],
  existing: Attendee | null,
  input: Registration,
  status: 'registered' | 'waitlisted',
  req: PayloadRequest,
  extra: { checkedInAt?: string | null } = {},
): Promise<{ row: Attendee; token: string; revived: boolean }> {
  const issued = issueManageToken(secret)
  const data = {
    name: input.name,
    company: input.company,
    showCompany: input.showCompany === true,
    answers: input.answers ?? {},
    status,
    waitlistedAt: status === 'waitlisted' ? new Date().toISOString() : null,
    cancelledAt: null,
    manageTokenHash: issued.hash,
    manageTokenSealed: issued.sealed,
    ...extra,
  }
  if (existing) {
    // The adapter's update is typed `Promise<Document>` (payload/dist/database/types.d.ts, a 4.0
    // to-do there), which tsc does not accept as a row; it answers the attendees row it wrote.
    const row = (await payload.db.updateOne({
      collection: 'attendees',
      where: { id: { equals: existing.id } },
      data,
      req,
    })) as unknown as Attendee
    return { row: { ...row, manageTokenSealed: issued.sealed }, token: issued.token, revived: true }
  }
  // Anonymous registration is decided here (state, capacity, uniqueness), not by
  // collection access, which keeps direct attendee creation owner-only. The row goes straight
  // to the adapter, like the update above: the route validated the input with the contract's
  // schema, answersFor judged the answers, this unit records the count, and the collection's
  // hooks would do each again on the one thread a rush of registrations shares (docs/benchmarks.md).
  // The unique index on event + emailKey still decides a race.
  const now = new Date().toISOString()
  const row = (await payload.db.create({
    collection: 'attendees',
    data: {
      ...data,
      event: eventId,
      email: input.email,
      emailKey: emailKeyOf(input.email),
      // The collection's hook issues it on every other create (collections/hooks/rowKey.ts).
      rowKey: newRowKey(),
      createdAt: now,
      updatedAt: now,
    },
    req,
  })) as unknown as Attendee
  return { row: { ...row, manageTokenSealed: issued.sealed }, token: issued.token, revived: false }
}

/**
 * The registration path's read: events are public, so the plain database read (no access
 * or hook pass) answers the same document at a fraction of the cost under a rush. An id
 * the database cannot even parse is simply not found.
 */
export async function findPublicEventOr404(payload: Payload, id: string): Promise<Event> {
  const event = await payload.db
    .findOne<Event>({ collection: 'events', where: { id: { equals: id } } })
    .catch(notFoundUnlessStorageFailure)
  // A draft is not public (access/events.ts canReadEvents): nobody registers for it or waits for it.
  if (!event || !isPublished(event)) throw new HttpError(404, messages.eventNotFound)
  return event
}
