import { hasEnded } from '../../../contract/homeOrder'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { asSystem } from '../../lib/asCaller'
import { manageUrl } from '../../lib/capabilities/manageLink'
import { managesEvent } from '../../../access/events'
import { profileForNight, profileOfEntry } from '../networking/profiles'
import { seatStoreOf } from '../../db/seatStore'
import { loadEvent } from '../events/service'
import { queueWebhook } from '../webhooks/emit'
import { afterCommit } from '../../db/atomic'
import { relationId } from '../../../contract/relations'
import { isLocale } from '../../i18n/locales'
import { refuseRemovingAnAnswer } from '../../../collections/Feedback/answeredRows'
import { fillFreedSeats } from './waitlist'
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
import { tellAlreadyInLater } from './alreadyIn'
import type { Caller } from '../../lib/asCaller'
import type { AtomicUnits } from '../../db/atomic'
import type { Payload, PayloadRequest } from 'payload'
import type { Mailer } from '../../mail/mailer'
import type { Attendee } from '../../../payload-types'

/**
 * Public registration (and an owner adding someone by hand, who may exceed capacity), as
 * one atomic unit: the capacity check against the event read inside the unit, the attendee
 * row and the confirmation email row persist together or not at all.
 * Invariants: no registration on archived or started events, one row per email per event
 * (unique index on event + lower-cased email), never more public registrations than
 * maxAttendees. Someone waiting or cancelled who registers takes a seat on their own row.
 */
export async function registerAttendee(
  deps: RegistrationDeps,
  event: EventDoc,
  input: Registration,
  byHost: boolean,
  { checkedIn = false, unread = false }: { checkedIn?: boolean; unread?: boolean } = {},
): Promise<{ attendee: Attendee; token: string; revived: boolean }> {
  const { payload, atomic, mailer, soldOut } = deps
  if (event.archived || (!byHost && hasStarted(event))) throw new HttpError(409, messages.registrationClosed)
  // A sold-out event answers from the memo, outside any unit: under a rush the many late
  // requests never queue for the write lock. Everyone hears "full", registered or not, so the
  // answer tells nobody who is on the list; someone already in is told by email instead. The
  // memo only ever holds nights with a capacity, and a host may add past it.
  const refuseWhenSoldOut = () => {
    if (byHost || !soldOut.isSoldOut(event.id)) return
    tellAlreadyInLater(deps, event.id, input.email)
    throw new HttpError(409, messages.eventFull)
  }
  refuseWhenSoldOut()

  // The spec's answer is the visitor's own; a host or the door adds someone else.
  const alreadyIn = byHost ? messages.personRegisteredHere : messages.alreadyRegistered
  let fullButIn = false
  try {
    const result = await atomic.run(
      async (req) => {
        // `unread`: the event was not read before the unit (a visitor's registration), so an
        // unknown night or a draft is 404 here.
        const current = await seatEvent(payload, event.id, { req, byOwner: byHost, unread })
        const answers = answersFor(current, input, byHost || checkedIn)
        // The person's own consent: a host adding someone never sets a profile for them.
        const profile = byHost ? null : profileForNight(current, input.networking)
        const existing = await entryOf(payload, event.id, input.email, req)
        const taken = await countRegistered(payload, event.id, req)
        const capacity = byHost ? Infinity : capacityOf(current)
        if (taken >= capacity) {
          soldOut.markSoldOut(current)
          fullButIn = existing !== null && existing.status !== 'cancelled'
          throw new HttpError(409, messages.eventFull)
        }
        // An open event keeps the spec's answer for someone already registered.
        if (existing?.status === 'registered') throw new HttpError(409, alreadyIn)
        // Once the night is over nobody waiting or cancelled is seated by hand, as "Give a seat"
        // seats nobody then (decision 596). The door's walk-in still is: that person came.
        if (existing && byHost && !checkedIn && hasEnded({ endDate: String(current.endDate) }))
          throw new HttpError(409, messages.registrationClosed)
        if (taken + 1 >= capacity) soldOut.markSoldOut(current)
        await recordCount(payload, event.id, taken + 1, req)
        // A host or the door adding someone the night already knows (waiting, or cancelled
        // earlier) keeps the language that person chose: it is theirs, not the one typing's.
        const locale = byHost && isLocale(existing?.locale) ? existing.locale : input.locale
        const written = await writeEntry(
          deps,
          event.id,
          existing,
          { ...input, answers, locale },
          'registered',
          req,
          checkedIn ? { checkedInAt: new Date().toISOString() } : {},
        )
        // A waiting person taking a seat is the same registration going on: its "Who to meet"
        // profile stays as its owner left it, and a body naming the address cannot change it.
        if (existing?.status !== 'waitlisted') await profileOfEntry(payload, deps.secret, current.id, written, profile, req)
        // The team seating a waiting person is "Give a seat" by another door: the email says so.
        const seatOpened = byHost && existing?.status === 'waitlisted'
        await mailer.registrationConfirmation(current, written.row, req, { seatOpened })
        await queueWebhook(payload, req, 'registration.created', { event: current, person: written.row })
        // A walk-in is registered and checked in by one change: both are told, in its unit.
        if (checkedIn) await queueWebhook(payload, req, 'checkin.created', { event: current, person: written.row })
        return written
      },
      { before: refuseWhenSoldOut },
    )
    mailer.deliverSoon()
    return { attendee: result.row, token: result.token, revived: result.revived }
  } catch (err) {
    if (fullButIn) tellAlreadyInLater(deps, event.id, input.email)
    // Two requests for one address racing: the unique index decided, the unit rolled back.
    const registered = async () => (await entryOf(payload, event.id, input.email))?.status === 'registered'
    if (!(err instanceof HttpError) && (await registered().catch(() => false))) {
      throw new HttpError(409, alreadyIn)
    }
    throw err
  }
}

/**
 * The night a visitor's registration for `eventId` is refused for from the sold-out memo: full
 * and not started (the cheapest refusal that cannot sell a seat, docs/benchmarks.md); undefined
 * when the unit must decide. The refusals before Express ask it too (cms/http/fastRefusals.ts).
 */
export function fullInMemo(soldOut: RegistrationDeps['soldOut'], eventId: string) {
  const full = soldOut.soldOutEvent(eventId)
  return full && !hasStarted(full) ? full : undefined
}

/** The memo's refusal: everyone hears "full"; someone already registered is told by email instead. */
export function refusedAsFull(deps: RegistrationDeps, eventId: EventDoc['id'], email: string): HttpError {
  tellAlreadyInLater(deps, eventId, email)
  return new HttpError(409, messages.eventFull)
}

/** The memo's refusals as the refusals before Express ask for them (cms/http/fastRefusals.ts). */
export const memoRefusals = (deps: RegistrationDeps) => ({
  fullNight: (eventId: string) => fullInMemo(deps.soldOut, eventId)?.id,
  refuse: (nightId: EventDoc['id'], email: string) => refusedAsFull(deps, nightId, email),
})

/**
 * `POST /api/events/{id}/attendees`: a visitor registering, or someone who manages the event
 * (access/events.ts) adding a person by hand, past capacity and after the start. The manage link
 * is handed back only to the person who just made the row; a revived row's new link, and the
 * link of someone a host added, go by email to the address only (cms/lib/capabilities/manageLink.ts).
 */
export async function registerForEvent(
  deps: RegistrationDeps & { serverUrl: string },
  caller: Caller,
  eventId: string,
  input: Registration,
): Promise<{ attendee: Attendee; manageUrl?: string }> {
  // A rush on a full event: a visitor (a host may add past capacity) hears "full" from the memo
  // before the event is even read, the cheapest refusal that cannot sell a seat (docs/benchmarks.md).
  if (!caller.user) {
    const full = fullInMemo(deps.soldOut, eventId)
    if (full) throw refusedAsFull(deps, full.id, input.email)
    // A visitor's unit reads the night itself (404, 409 closed or full): nothing to read before it.
    const { attendee, token, revived } = await registerAttendee(deps, { id: eventId }, input, false, { unread: true })
    return { attendee, ...(!revived ? { manageUrl: manageUrl(deps.serverUrl, token) } : {}) }
  }
  // Someone signed in may manage the night (its team), and then adds a person by hand.
  // Read as the caller sees it: the team's own draft too (the public and other hosts hear 404).
  const event = await loadEvent(deps.payload, eventId, { caller })
  const byHost = managesEvent(caller.user, event)
  const { attendee, token, revived } = await registerAttendee(deps, event, input, byHost)
  return { attendee, ...(!byHost && !revived ? { manageUrl: manageUrl(deps.serverUrl, token) } : {}) }
}

/**
 * A host removing someone frees the seat at once (the count is the rows) and passes it on; the
 * person is told, and a registration's calendar entry is cancelled (its UID, METHOD:CANCEL).
 */
export async function removeAttendee(
  deps: RegistrationDeps,
  caller: Caller,
  eventId: EventDoc['id'],
  attendeeId: string | number,
) {
  const { payload, atomic, soldOut } = deps
  soldOut.forget(eventId)
  const seats = seatStoreOf(payload)
  await atomic.run(async (req) => {
    // Still the caller's night to manage now the unit has it (a co-host removed meanwhile is not).
    const event = await loadEvent(payload, String(eventId), { caller, req, must: 'manage' })
    const row = await seats.row(attendeeId, req)
    if (row) await announceRemoval(deps, event, row, req)
    await seats.remove(attendeeId, req)
    await recordCount(payload, eventId, await countRegistered(payload, eventId, req), req)
    await fillFreedSeats(deps, eventId, req)
  })
  deps.mailer.deliverSoon()
}

/**
 * Whoever takes someone off a night, its team here or the master admin deleting the row in the CMS
 * (`announceDeletedRow`), the person is told (a registration's calendar entry goes with its UID)
 * and the night's tools hear `registration.removed`, in the unit that removes them. A cancelled
 * row's person was told when they cancelled; an anonymised row has no person left; a night that is
 * over is tidied, not taken from anyone, so its people hear nothing of it (decision 526).
 */
async function announceRemoval(
  deps: Pick<RegistrationDeps, 'payload' | 'mailer'>,
  event: Parameters<Mailer['attendeeRemoved']>[0],
  row: Attendee,
  req: PayloadRequest,
) {
  const over = hasEnded({ endDate: String(event.endDate) })
  if (row.status !== 'cancelled' && !row.anonymisedAt && !over) await deps.mailer.attendeeRemoved(event, row, req)
  await queueWebhook(deps.payload, req, 'registration.removed', { event, person: row })
}

/**
 * A row deleted through Payload (the CMS admin) is a removal too, announced before it goes, in
 * Payload's operation (collections/Attendees/hooks/announceDeletion.ts); its seat is passed on by
 * the sweep (cms/modules/registrations/seatSweep.ts), as after any edit made there.
 */
export async function announceDeletedRow(
  deps: Pick<RegistrationDeps, 'payload' | 'mailer'>,
  attendeeId: string | number,
  req: PayloadRequest,
) {
  const seats = seatStoreOf(deps.payload)
  const row = await seats.row(attendeeId, req)
  const event = row && (await seats.event(relationId(row.event), req))
  if (!row || !event) return
  await refuseRemovingAnAnswer(deps.payload, row.id, req)
  await announceRemoval(deps, event, row, req)
  afterCommit(req, () => deps.mailer.deliverSoon())
}

/**
 * On start: every event's stored registrationCount is set from its rows; any difference is
 * returned so the server can log it (a crash can no longer leave one, but a database written
 * by an older version can). A difference is corrected in a unit that locks the event and counts
 * again (cms/db/rowLocks.ts), so on a database other processes are writing to, a registration
 * committed in between is never overwritten by a stale count.
 */
export async function reconcileCounts(
  payload: Payload,
  atomic: AtomicUnits,
): Promise<{ eventId: EventDoc['id']; stored: number; actual: number }[]> {
  const drift: { eventId: EventDoc['id']; stored: number; actual: number }[] = []
  const events = await payload.find({
    collection: 'events',
    depth: 0,
    pagination: false,
    select: { registrationCount: true },
    ...asSystem('start-up reconciliation of seat counts'),
  })
  for (const event of events.docs) {
    const stored = event.registrationCount ?? 0
    if (stored === (await countRegistered(payload, event.id))) continue
    const actual = await atomic.run(async (req) => {
      const counted = await countRegistered(payload, event.id, req)
      await recordCount(payload, event.id, counted, req)
      return counted
    })
    drift.push({ eventId: event.id, stored, actual })
  }
  return drift
}
