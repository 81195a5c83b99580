import { emailKeyOf } from '../../../contract/emailKey'
import { asSystem } from '../../lib/asCaller'
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
interface Gathering {
  deps: Deps
  /** By event id, the keys of the addresses refused. */
  byEvent: Map<string, { eventId: string | number; keys: Set<string> }>
  quiet?: NodeJS.Timeout
  deadline?: NodeJS.Timeout
}
/** One gathering per server (a test process may run several). */
const gatherings = new Map<Payload, Gathering>()

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
 * until the rush pauses and then run as one query per event for all the refused addresses,
 * instead of one query per refusal competing with the rush (docs/benchmarks.md).
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
  for (const { eventId, keys } of gathering.byEvent.values()) {
    tellEveryoneAlreadyIn(deps, eventId, [...keys]).catch((err) =>
      deps.payload.logger.error({ err, eventId }, 'the "already registered" emails could not be queued'),
    )
  }
}

/**
 * Someone typed the address of a person already registered or waiting, on a path whose answer
 * must not tell a stranger who is on an event's list (a sold-out registration, the waitlist):
 * the answer is the one anybody gets, and the person behind the address is told by email,
 * with their manage link. Outside any unit: the refused unit rolled back.
 */
export const tellAlreadyIn = (deps: Deps, eventId: string | number, email: string) =>
  tellEveryoneAlreadyIn(deps, eventId, [emailKeyOf(email)])

/** One lookup per chunk of addresses (by key); everyone found on the list is told, once an hour at most. */
async function tellEveryoneAlreadyIn({ payload, mailer }: Deps, eventId: string | number, keys: string[]) {
  const unTold = keys.filter((key) => !toldRecently(`${eventId}|${key}`))
  const onTheList: Attendee[] = []
  for (let start = 0; start < unTold.length; start += LOOKUP_CHUNK) {
    const found = await payload.find({
      collection: 'attendees',
      where: {
        and: [
          { event: { equals: eventId } },
          { emailKey: { in: unTold.slice(start, start + LOOKUP_CHUNK) } },
          { status: { not_equals: 'cancelled' } },
        ],
      },
      pagination: false,
      depth: 0,
      // The email carries the person's manage link, opened from the row's sealed token (hidden).
      showHiddenFields: true,
      ...asSystem('which of the addresses refused on a full night are on its list'),
    })
    onTheList.push(...found.docs)
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
