import { loadEvent } from '../events/service'
import { hasEnded } from '../../../contract/homeOrder'
import { forgetNetworkingOf } from '../../../collections/Networking/forget'
import { dropOwnWaitingReminders } from '../../../collections/waitingEmails'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { relationId } from '../../../contract/relations'
import { peopleOf } from '../../lib/registrants'
import { lockEventRow } from '../../db/rowLocks'
import { profileForNight, profileOfEntry } from '../networking/profiles'
import { seatStoreOf } from '../../db/seatStore'
import { queueWebhook } from '../webhooks/emit'
import { tellAlreadyIn } from './alreadyIn'
import {
  capacityOf,
  countRegistered,
  answersFor,
  seatEvent,
  entryOf,
  hasStarted,
  recordCount,
  writeEntry,
  type EventDoc,
  type Registration,
  type RegistrationDeps,
} from './seats'
import type { Caller } from '../../lib/asCaller'
import type { Attendee } from '../../../payload-types'
import type { Payload, PayloadRequest } from 'payload'

/** The people waiting for an event, in queue order (their position is their place in it). */
export const waitingFor = (deps: Pick<RegistrationDeps, 'payload'>, eventId: EventDoc['id']) =>
  peopleOf(deps.payload, eventId, 'waitlisted')

/** Freed seats go to the first person waiting until this long before the start; after, they are offered to all. */
export const PROMOTION_CUTOFF_MS = 24 * 60 * 60 * 1000

/** A waiting person's place in the queue: 1 for the first. */
export async function positionOf(deps: Pick<RegistrationDeps, 'payload'>, row: Attendee, req?: PayloadRequest) {
  const waiting = await peopleOf(deps.payload, idOfEvent(row), 'waitlisted', req)
  return waiting.findIndex((person) => String(person.id) === String(row.id)) + 1
}

const idOfEvent = (row: Attendee) => relationId(row.event)

/**
 * Joining the waitlist of a full event, as one unit with the same capacity rule as
 * registration: 409 while seats are left, one row per address, the email with the position
 * stored with the row. An address already registered or waiting gets the answer anybody
 * would (409 while seats are left, else a place at the end of the queue) and nothing is
 * stored; the person is told by email. The manage link of a row this call created comes back
 * (`token`), as a registration's does (docs/decisions.md); a revived row's new link, and anything
 * about a row already there, go by email only.
 */
export async function joinWaitlist(
  deps: RegistrationDeps,
  event: EventDoc,
  input: Registration,
): Promise<{ position: number; token?: string }> {
  const { payload, atomic, mailer } = deps
  if (event.archived || hasStarted(event)) throw new HttpError(409, messages.registrationClosed)
  let alreadyIn = false
  try {
    const result = await atomic.run(async (req) => {
      const current = await seatEvent(payload, event.id, { req })
      const answers = answersFor(current, input, false)
      const profile = profileForNight(current, input.networking)
      const existing = await entryOf(payload, event.id, input.email, req)
      alreadyIn = existing !== null && existing.status !== 'cancelled'
      if ((await countRegistered(payload, event.id, req)) < capacityOf(current)) throw new HttpError(409, messages.eventHasSeats)
      if (alreadyIn) return { position: (await peopleOf(payload, event.id, 'waitlisted', req)).length + 1 }
      // The event row is written so two joins (or a join and a promotion) conflict on MongoDB.
      await recordCount(payload, event.id, await countRegistered(payload, event.id, req), req)
      const written = await writeEntry(deps, event.id, existing, { ...input, answers }, 'waitlisted', req)
      await profileOfEntry(payload, deps.secret, current.id, written, profile, req)
      const position = await positionOf(deps, written.row, req)
      await mailer.waitlistJoined(current, written.row, position, req)
      await queueWebhook(payload, req, 'waitlist.joined', { event: current, person: written.row })
      return { position, ...(written.revived ? {} : { token: written.token }) }
    })
    mailer.deliverSoon()
    return result
  } finally {
    if (alreadyIn) await tellAlreadyIn(deps, event.id, input.email).catch(() => undefined)
  }
}

/** Offers of a freed seat near the start go out at most this often per event. */
export const SEAT_OFFER_QUIET_MS = 60 * 60 * 1000

/**
 * One offer round per freed seat, not per cancellation: a row whose cancellation already
 * caused a round never causes another (cancelling, registering again and cancelling again
 * emails nobody), and an event sends at most one round an hour.
 */
async function mayOfferSeat(
  deps: Pick<RegistrationDeps, 'payload'>,
  eventId: EventDoc['id'],
  freedBy: Attendee | undefined,
  req: PayloadRequest,
) {
  if (freedBy?.seatOfferedAt) return false
  const since = new Date(Date.now() - SEAT_OFFER_QUIET_MS).toISOString()
  return (await seatStoreOf(deps.payload).countSeatOffersSince(eventId, since, req)) === 0
}

/**
 * Inside the unit that freed seats (a cancellation, a removal, a raised capacity): until 24 h
 * before the start the first people waiting take them, each with the normal confirmation;
 * closer to the start everyone waiting is told a seat is free and the first to register
 * wins. Never over capacity: the seats are counted from the rows inside the unit.
 */
export async function fillFreedSeats(
  deps: Pick<RegistrationDeps, 'payload' | 'mailer'>,
  eventId: EventDoc['id'],
  req: PayloadRequest,
  { offer = true, promoteAfter, freedBy }: { offer?: boolean; promoteAfter?: number; freedBy?: Attendee } = {},
): Promise<number> {
  const { payload, mailer } = deps
  const seats = seatStoreOf(payload)
  const event = await seats.event(eventId, req)
  if (!event || event.archived || hasStarted(event)) return 0
  if (promoteAfter !== undefined && new Date(event.date).getTime() <= promoteAfter) return 0
  const taken = await countRegistered(payload, eventId, req)
  const free = capacityOf(event) - taken
  if (free <= 0) return 0
  const waiting = await peopleOf(payload, eventId, 'waitlisted', req)
  if (!waiting.length) return 0
  if (new Date(event.date).getTime() - Date.now() <= PROMOTION_CUTOFF_MS) {
    if (!offer || !(await mayOfferSeat(deps, eventId, freedBy, req))) return 0
    await mailer.seatOffered(event, req)
    if (freedBy) await seats.update(freedBy.id, { seatOfferedAt: new Date().toISOString() }, req)
    return 0
  }
  const promoted = waiting.slice(0, Math.min(free, waiting.length))
  for (const person of promoted) {
    await seats.update(person.id, { status: 'registered', waitlistedAt: null }, req)
    await mailer.registrationConfirmation(event, { ...person, status: 'registered' }, req, { seatOpened: true })
    await queueWebhook(payload, req, 'waitlist.promoted', { event, person: { ...person, status: 'registered' } })
  }
  await recordCount(payload, eventId, taken + promoted.length, req)
  return promoted.length
}

/**
 * After an edit of a night (`maxBefore`: its capacity before): the same unit, on its own. Seats
 * free beyond 24 h go to the people waiting whatever the edit; inside 24 h "a seat is free" goes
 * out only when this edit raised the capacity, so a host fixing a typo the day before emails
 * nobody (decision 534).
 */
export async function fillSeatsNow(
  deps: Pick<RegistrationDeps, 'payload' | 'mailer' | 'atomic'>,
  eventId: EventDoc['id'],
  maxBefore: EventDoc['maxAttendees'],
) {
  const promoted = await deps.atomic.run(async (req) => {
    const event = await seatStoreOf(deps.payload).event(eventId, req)
    const raised = event !== null && capacityOf(event) > capacityOf({ maxAttendees: maxBefore })
    return fillFreedSeats(deps, eventId, req, { offer: raised })
  })
  if (promoted) deps.mailer.deliverSoon()
}

/**
 * A row read inside a unit, after its event is locked (cms/db/rowLocks.ts): the row says which
 * event, and once that is locked the row is read again, as the unit before left it.
 */
async function attendeeOfLockedEvent(payload: Payload, rowId: string | number, req: PayloadRequest) {
  const read = () => seatStoreOf(payload).row(rowId, req)
  const row = await read()
  return row && (await lockEventRow(payload, idOfEvent(row), req)) ? read() : row
}

/**
 * A person cancels from their manage page: the seat (or the place in the queue) is freed at
 * once, the cancellation email and any promotion commit in the same unit. Cancelling again
 * changes nothing and answers the same.
 */
export async function cancelRegistration(deps: RegistrationDeps, rowId: string | number): Promise<void> {
  const { payload, atomic, mailer, soldOut } = deps
  await atomic.run(async (req) => {
    const row = await attendeeOfLockedEvent(payload, rowId, req)
    if (!row || row.status === 'cancelled') return
    const eventId = idOfEvent(row)
    const seats = seatStoreOf(payload)
    // The row's event exists: its rows are deleted with it (collections/Events/hooks/deleteAttendees.ts).
    const event = (await seats.event(eventId, req))!
    // A night that is over keeps its record: who came, who did not, and what they said after.
    if (hasEnded({ endDate: String(event.endDate) })) throw new HttpError(409, messages.eventOverNoCancel)
    await seats.update(rowId, { status: 'cancelled', cancelledAt: new Date().toISOString(), waitlistedAt: null }, req)
    // Consent goes with the registration: its profile, its code and its swaps, pending and mutual,
    // both sides, end with it (issue 52, finding 2; docs/decisions.md).
    await forgetNetworkingOf(payload, rowId, req)
    await dropOwnWaitingReminders(payload, row, req)
    await queueWebhook(payload, req, 'registration.cancelled', { event, person: { ...row, status: 'cancelled' } })
    if (row.status === 'registered') {
      await recordCount(payload, eventId, await countRegistered(payload, eventId, req), req)
      await mailer.registrationCancelled(event, row, req)
      await fillFreedSeats(deps, eventId, req, { freedBy: row })
    } else {
      await mailer.waitlistLeft(event, row, req)
    }
    soldOut.forget(eventId)
  })
  mailer.deliverSoon()
}

/**
 * "Give a seat" (docs/api.md "Registrations"): the event's team seats a waiting person now,
 * past the capacity if need be, as a host adding someone may; the normal confirmation commits
 * in the same unit. Only a waiting row of this event moves (a conditional write, so a
 * promotion or cancellation that came first wins): otherwise 404 or 409.
 */
export async function giveSeat(
  deps: RegistrationDeps,
  caller: Caller,
  eventId: EventDoc['id'],
  rowId: string | number,
): Promise<void> {
  const { payload, atomic, mailer, soldOut } = deps
  const seats = seatStoreOf(payload)
  await atomic.run(async (req) => {
    // Still the caller's night to manage now the unit has it (a co-host removed meanwhile is not).
    const event = await loadEvent(payload, String(eventId), { caller, req, must: 'manage' })
    const row = await seats.row(rowId, req, { event: eventId })
    // An erased or purged row (decision 527) is a figure of its night's waitlist, no longer a person.
    if (!row || row.anonymisedAt) throw new HttpError(404, messages.attendeeNotFound)
    // During the night a seat may still go to someone waiting at the door; once it is over, nobody's.
    if (event.archived || hasEnded({ endDate: String(event.endDate) })) throw new HttpError(409, messages.registrationClosed)
    const moved = await seats.update(row.id, { status: 'registered', waitlistedAt: null }, req, { status: 'waitlisted' })
    if (!moved) throw new HttpError(409, messages.notOnWaitlist)
    await recordCount(payload, eventId, await countRegistered(payload, eventId, req), req)
    await mailer.registrationConfirmation(event, { ...row, status: 'registered' }, req, { seatOpened: true })
    await queueWebhook(payload, req, 'waitlist.promoted', { event, person: { ...row, status: 'registered' } })
  })
  soldOut.forget(eventId)
  mailer.deliverSoon()
}
