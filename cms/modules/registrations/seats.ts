import { isPublished } from '../../../access/events'
import { messages } from '../../../contract/messages'
import { checkAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import { HttpError } from '../../lib/httpError'
import { issueManageToken } from '../../lib/capabilities/manageLink'
import { newRowKey } from '../../../collections/hooks/rowKey'
import { forgetDoorScansOf } from '../../../collections/Attendees/rowLeaving'
import { lockEventRow } from '../../db/rowLocks'
import { seatStoreOf, type SeatEvent } from '../../db/seatStore'
import type { Locale } from '../../i18n/locales'
import type { AtomicUnits } from '../../db/atomic'
import type { NetworkingProfile } from '../../../contract/networking'
import type { SoldOutMemo } from './soldOut'
import type { Mailer } from '../../mail/mailer'
import type { Payload, PayloadRequest } from 'payload'
import type { Attendee } from '../../../payload-types'

/**
 * The seat rules every registration path shares (registration.ts, waitlist.ts, move.ts, the
 * door's walk-ins in cms/modules/door/checkIns.ts): the event as it is inside a unit, its capacity and count, an address's one row,
 * and writing that row. Every read and write of a seat goes through the seat store
 * (cms/db/seatStore), the one write path for attendee rows. They import no other service of this
 * module, so nothing imports in a circle.
 */
export interface Registration {
  name: string
  email: string
  company: string
  showCompany?: boolean
  answers?: Answers
  /** "Help me meet people tonight" (contract/networking.ts); judged inside the unit, stored beside the row. */
  networking?: NetworkingProfile | null
  /** The language of the page it was made on (cms/http/middleware/locale.ts): the person's emails' from now on. */
  locale?: Locale
}

export type { SeatEvent }

/**
 * The answers judged against the event as it is inside the unit (contract/questions.ts): a
 * missing required answer or an unknown option is 400 with `errors["answers.<id>"]`, thrown
 * inside the unit, so nothing is stored and no seat is taken. Hosts and walk-ins may skip.
 */
export function answersFor(event: SeatEvent, input: Registration, allowMissing: boolean): Answers {
  const { answers, errors } = checkAnswers(storedQuestions(event), input.answers, { allowMissing })
  const first = Object.values(errors)[0]
  if (first) throw new HttpError(400, first, errors)
  return answers
}

/** What the registration rules read of an event: a whole document, or one read with `select`. */
export type EventDoc = Pick<SeatEvent, 'id'> &
  Partial<Pick<SeatEvent, 'date' | 'archived' | 'maxAttendees' | 'registrationCount'>>

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
 * a unit the event is locked first (cms/db/rowLocks.ts; units lock it as they begin, and a lock
 * taken once costs nothing more), so on PostgreSQL the count is never one another unit is about
 * to change.
 */
export async function countRegistered(payload: Payload, eventId: EventDoc['id'], req?: PayloadRequest) {
  if (req) await lockEventRow(payload, eventId, req)
  return seatStoreOf(payload).countRegistered(eventId, req)
}

/** The one row an address has for an event, in whatever state (the unique index allows one). */
export const entryOf = (payload: Payload, eventId: EventDoc['id'], email: string, req?: PayloadRequest) =>
  seatStoreOf(payload).entryOf(eventId, email, req)

/**
 * The registration path's one read of an event: the seat store's read of its own row (events are
 * public, so no access or hook pass, a fraction of Payload's find under a rush; an id the database
 * cannot even hold is simply not found). Not there, or a draft: 404 (nobody registers for a draft
 * or waits for it, docs/decisions.md).
 *
 * With `open`, it is read inside the unit (`open.req`, which holds the event locked) and must take
 * registrations now: published, not archived and, but for its hosts (`byOwner`), not started; else
 * 409. There an event gone since the caller read it is 409 too (registration closed), unless the
 * caller has not read it before its unit (`unread`), which hears 404. A draft is private to the
 * public, never to its own team (issue 52): the team's own writes (`byOwner`, or `byTeam` for a
 * move, which keeps the public's rules otherwise) take it as if it were published.
 */
export async function seatEvent(
  payload: Payload,
  eventId: EventDoc['id'] | string,
  open?: { req: PayloadRequest; byOwner?: boolean; byTeam?: boolean; unread?: boolean },
): Promise<SeatEvent> {
  const event = await seatStoreOf(payload).event(eventId, open?.req)
  if ((!open || open.unread) && (!event || !isPublished(event))) throw new HttpError(404, messages.eventNotFound)
  if (!open) return event!
  const team = open.byOwner === true || open.byTeam === true
  if (!event || event.archived || (!team && !isPublished(event)) || (!open.byOwner && hasStarted(event))) {
    throw new HttpError(409, messages.registrationClosed)
  }
  return event
}

/** Seats the public may take: maxAttendees, or no limit when it is 0. */
export const capacityOf = (event: Pick<EventDoc, 'maxAttendees'>) =>
  (event.maxAttendees ?? 0) > 0 ? event.maxAttendees! : Infinity

/**
 * Writes the event's registrationCount from the rows, inside the unit. On MongoDB this write
 * is what makes two units for one event conflict (one retries and counts again), so snapshot
 * isolation cannot sell the last seat twice; on SQLite the unit already holds the write lock,
 * on PostgreSQL the event's row lock. The stored number is a convenience for readers; no
 * decision trusts it. The public list (which carries it) is dropped once the unit commits.
 */
export const recordCount = (payload: Payload, eventId: EventDoc['id'], count: number, req: PayloadRequest) =>
  seatStoreOf(payload).recordCount(eventId, count, req)

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
  const person = {
    name: input.name,
    company: input.company,
    showCompany: input.showCompany === true,
    answers: input.answers ?? {},
    status,
    waitlistedAt: status === 'waitlisted' ? new Date().toISOString() : null,
    cancelledAt: null,
    manageTokenHash: issued.hash,
    manageTokenSealed: issued.sealed,
    // The page's language now: a revived or promoted row takes the one it was asked in this time.
    ...(input.locale ? { locale: input.locale } : {}),
    // A cancelled row coming back is a new registration to calendars and the door (decision 538):
    // a new key, so a new calendar UID (its old one holds a cancellation at a higher SEQUENCE)
    // and a new entry code; and not yet come, whatever its old one did (decision 575).
    ...(existing?.status === 'cancelled' ? { rowKey: newRowKey(), checkedInAt: null } : {}),
    ...extra,
  }
  const seats = seatStoreOf(payload)
  // The door's scans of the cancelled registration are not of this one: the team's list would
  // show them as scans of someone not yet come, and a phone's later scan would hear
  // "already checked in" where it is a second scan (decision 579).
  if (existing?.status === 'cancelled') await forgetDoorScansOf(payload, existing.id, req)
  // Anonymous registration is decided by the unit (state, capacity, uniqueness), not by
  // collection access, which keeps direct attendee creation owner-only. The unique index on
  // event + emailKey still decides a race.
  const written = existing
    ? await seats.update(existing.id, person, req)
    : await seats.insert({ ...person, event: eventId, email: input.email }, req)
  // The row was read in this unit, which holds the event: it is still there.
  const row = written!
  return { row: { ...row, manageTokenSealed: issued.sealed }, token: issued.token, revived: existing !== null }
}
