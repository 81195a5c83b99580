import { emailKeyOf } from '../../../contract/emailKey'
import { asSystem } from '../../lib/asCaller'
import { entryOf } from './seats'
import type { Attendee } from '../../../payload-types'
import type { Mailer } from '../../mail/mailer'
import type { Payload } from 'payload'

/** At most one such email per event and address in this time, so nobody can flood an inbox with it. */
const QUIET_MS = 60 * 60 * 1000
const MEMO_MAX = 10_000
const told = new Map<string, number>()

/** Refusals gathered before one lookup: until the rush pauses this long, or at most the second delay. */
const GATHER_QUIET_MS = 150
const GATHER_MAX_MS = 2000
/** Addresses one lookup asks for; a flood beyond the pending cap is not looked up (the email is a courtesy). */
const LOOKUP_CHUNK = 200
const PENDING_MAX = 10_000

type Deps = { payload: Payload; mailer: Mailer }
interface Pending {
  deps: Deps
  /** By event, the addresses refused (by their key). */
  byEvent: Map<string, { eventId: string | number; emails: Map<string, string> }>
  size: number
  quiet?: NodeJS.Timeout
  deadline?: NodeJS.Timeout
}
/** One gathering per server (a test process may run several). */
const gathering = new Map<Payload, Pending>()

const toldRecently = (key: string) => {
  const last = told.get(key)
  return last !== undefined && Date.now() - last < QUIET_MS
}
const remember = (key: string) => {
  if (told.size >= MEMO_MAX) told.delete(told.keys().next().value!)
  told.set(key, Date.now())
}

/**
 * The same, after the answer: a refusal on a full event is answered at once, the same for an
 * address on the list as for any other (so its timing tells nothing either). The lookups wait
 * until the rush pauses and then run as one query per event for all the refused addresses,
 * instead of one query per refusal competing with the rush (docs/benchmarks.md).
 */
export function tellAlreadyInLater(deps: Deps, eventId: string | number, email: string) {
  const key = emailKeyOf(email)
  if (toldRecently(`${eventId}|${key}`)) return
  const batch: Pending = gathering.get(deps.payload) ?? { deps, byEvent: new Map(), size: 0 }
  gathering.set(deps.payload, batch)
  if (batch.size >= PENDING_MAX) return
  const forEvent = batch.byEvent.get(String(eventId)) ?? { eventId, emails: new Map<string, string>() }
  batch.byEvent.set(String(eventId), forEvent)
  if (!forEvent.emails.has(key)) batch.size++
  forEvent.emails.set(key, email)
  clearTimeout(batch.quiet)
  batch.quiet = setTimeout(() => flush(batch), GATHER_QUIET_MS).unref()
  batch.deadline ??= setTimeout(() => flush(batch), GATHER_MAX_MS).unref()
}

function flush(batch: Pending) {
  if (gathering.get(batch.deps.payload) !== batch) return
  gathering.delete(batch.deps.payload)
  clearTimeout(batch.quiet)
  clearTimeout(batch.deadline)
  for (const { eventId, emails } of batch.byEvent.values()) {
    tellEveryoneAlreadyIn(batch.deps, eventId, [...emails.keys()]).catch((err) =>
      batch.deps.payload.logger.error({ err, eventId }, 'the "already registered" emails could not be queued'),
    )
  }
}

/** One lookup per chunk of refused addresses; everyone found on the list is told once. */
async function tellEveryoneAlreadyIn({ payload, mailer }: Deps, eventId: string | number, keys: string[]) {
  const onTheList: Attendee[] = []
  for (let start = 0; start < keys.length; start += LOOKUP_CHUNK) {
    const found = await payload.find({
      collection: 'attendees',
      where: {
        and: [
          { event: { equals: eventId } },
          { emailKey: { in: keys.slice(start, start + LOOKUP_CHUNK) } },
          { status: { not_equals: 'cancelled' } },
        ],
      },
      pagination: false,
      depth: 0,
      ...asSystem('which of the addresses refused on a full night are on its list'),
    })
    onTheList.push(...found.docs)
  }
  if (onTheList.length === 0) return
  const event = await eventNamedInTheEmail(payload, eventId)
  if (!event) return
  for (const row of onTheList) {
    const key = `${eventId}|${emailKeyOf(row.email)}`
    if (toldRecently(key)) continue
    remember(key)
    await mailer.alreadyIn(event, row)
  }
}

const eventNamedInTheEmail = (payload: Payload, eventId: string | number) =>
  payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    disableErrors: true,
    ...asSystem('the event named in that email'),
  })

/**
 * Someone typed the address of a person already registered or waiting, on a path whose answer
 * must not tell a stranger who is on an event's list (a sold-out registration, the waitlist):
 * the answer is the one anybody gets, and the person behind the address is told by email,
 * with their manage link. Outside any unit: the refused unit rolled back.
 */
export async function tellAlreadyIn({ payload, mailer }: Deps, eventId: string | number, email: string): Promise<void> {
  const key = `${eventId}|${emailKeyOf(email)}`
  if (toldRecently(key)) return
  const row = await entryOf(payload, eventId, email)
  if (!row || row.status === 'cancelled') return
  const event = await eventNamedInTheEmail(payload, eventId)
  if (!event) return
  remember(key)
  await mailer.alreadyIn(event, row)
}
