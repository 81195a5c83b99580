import { emailKeyOf } from '../../../contract/emailKey'
import { asSystem } from '../../lib/asCaller'
import { seatStoreOf } from '../../db/seatStore'
import type { Attendee } from '../../../payload-types'
import type { Mailer } from '../../mail/mailer'
import type { Payload } from 'payload'

/** At most one such email per event and address in this time, so nobody can flood an inbox with it. */
const QUIET_MS = 60 * 60 * 1000
const MEMO_MAX = 10_000
const told = new Map<string, number>()

/** Refusals gathered before they are looked up: until the rush pauses this long, or at most the second delay. */
const GATHER_QUIET_MS = 150
const GATHER_MAX_MS = 2000
/** A flood beyond this many pending addresses is not looked up (the email is a courtesy). */
const PENDING_MAX = 10_000
/** Addresses looked up between two turns of the event loop, so requests still arriving are answered in between. */
const LOOKUPS_PER_TURN = 50

type Deps = { payload: Payload; mailer: Mailer }
interface Gathering {
  deps: Deps
  /** By event id, the keys of the addresses refused. */
  byEvent: Map<string, { eventId: string | number; keys: Set<string> }>
  quiet?: NodeJS.Timeout
  deadline?: NodeJS.Timeout
}
/** One gathering per server (a test process may run several). */
const gatherings = new Map<Payload, Gathering>()
/** Lookups and emails under way, per server: a stopping server waits for them (settleAlreadyIn). */
const underWay = new Map<Payload, Set<Promise<void>>>()

const toldRecently = (key: string) => {
  const last = told.get(key)
  return last !== undefined && Date.now() - last < QUIET_MS
}
const remember = (key: string) => {
  if (told.size >= MEMO_MAX) told.delete(told.keys().next().value!)
  told.set(key, Date.now())
}
const pendingIn = (gathering: Gathering) => [...gathering.byEvent.values()].reduce((sum, event) => sum + event.keys.size, 0)

/**
 * The same, after the answer: a refusal on a full event is answered at once, the same for an
 * address on the list as for any other (so its timing tells nothing either). The lookups wait
 * until the rush pauses, or at most two seconds, instead of competing with the rush one by one
 * (docs/benchmarks.md).
 */
export function tellAlreadyInLater(deps: Deps, eventId: string | number, email: string) {
  const key = emailKeyOf(email)
  if (toldRecently(`${eventId}|${key}`)) return
  const gathering: Gathering = gatherings.get(deps.payload) ?? { deps, byEvent: new Map() }
  gatherings.set(deps.payload, gathering)
  if (pendingIn(gathering) >= PENDING_MAX) return
  const forEvent = gathering.byEvent.get(String(eventId)) ?? { eventId, keys: new Set<string>() }
  forEvent.keys.add(key)
  gathering.byEvent.set(String(eventId), forEvent)
  clearTimeout(gathering.quiet)
  gathering.quiet = setTimeout(() => flush(gathering), GATHER_QUIET_MS).unref()
  gathering.deadline ??= setTimeout(() => flush(gathering), GATHER_MAX_MS).unref()
}

function flush(gathering: Gathering) {
  const { deps } = gathering
  if (gatherings.get(deps.payload) !== gathering) return
  gatherings.delete(deps.payload)
  clearTimeout(gathering.quiet)
  clearTimeout(gathering.deadline)
  const running = underWay.get(deps.payload) ?? new Set<Promise<void>>()
  underWay.set(deps.payload, running)
  for (const { eventId, keys } of gathering.byEvent.values()) {
    const telling = tellEveryoneAlreadyIn(deps, eventId, [...keys])
      .catch((err) => deps.payload.logger.error({ err, eventId }, 'the "already registered" emails could not be queued'))
      .finally(() => running.delete(telling))
    running.add(telling)
  }
}

/**
 * A stopping server, once every answer is sent and before its database closes: the refusals still
 * gathered are looked up at once, and every email of them is queued, so a deploy in the middle of
 * a rush loses none (docs/operations.md, "Stop and restart").
 */
export async function settleAlreadyIn(payload: Payload): Promise<void> {
  const gathering = gatherings.get(payload)
  if (gathering) flush(gathering)
  await Promise.all([...(underWay.get(payload) ?? new Set<Promise<void>>())])
  underWay.delete(payload)
}

/**
 * Someone typed the address of a person already registered or waiting, on a path whose answer
 * must not tell a stranger who is on an event's list (a sold-out registration, the waitlist):
 * the answer is the one anybody gets, and the person behind the address is told by email,
 * with their manage link. Outside any unit: the refused unit rolled back.
 */
export const tellAlreadyIn = (deps: Deps, eventId: string | number, email: string) =>
  tellEveryoneAlreadyIn(deps, eventId, [emailKeyOf(email)])

/**
 * Each address looked up by its key through the seat store (on SQLite and PostgreSQL a statement
 * prepared once, the row with its sealed manage token, which the email carries), a few dozen at a
 * time between turns of the event loop; everyone found on the list is told, once an hour at most.
 * Payload's find of 200 keys at once (an `in` list) spent about 90 ms of the event loop building
 * its query, in the middle of the rush that was still arriving (docs/benchmarks.md, issue 43).
 */
async function tellEveryoneAlreadyIn({ payload, mailer }: Deps, eventId: string | number, keys: string[]) {
  const seats = seatStoreOf(payload)
  const onTheList: Attendee[] = []
  for (const [looked, key] of keys.filter((key) => !toldRecently(`${eventId}|${key}`)).entries()) {
    if (looked > 0 && looked % LOOKUPS_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve))
    const row = await seats.entryOf(eventId, key)
    if (row && row.status !== 'cancelled') onTheList.push(row)
  }
  if (onTheList.length === 0) return
  const event = await payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    disableErrors: true,
    ...asSystem('the event named in that email'),
  })
  if (!event) return
  for (const row of onTheList) {
    const key = `${eventId}|${emailKeyOf(row.email)}`
    if (toldRecently(key)) continue
    remember(key)
    await mailer.alreadyIn(event, row)
  }
}
