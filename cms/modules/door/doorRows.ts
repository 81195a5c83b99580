import { storedQuestions } from '../../../contract/questions'
import { writeVersionOf } from '../../db/writeVersion'
import { seatStoreOf } from '../../db/seatStore'
import type { DoorRow } from '../../db/seatStore/types'
import type { Event } from '../../../payload-types'
import type { Payload } from 'payload'

/** Only the questions marked for the door, and never host-only ones (docs/product.md "Registration questions"). */
export const doorQuestions = (event: Pick<Event, 'questions'>) =>
  storedQuestions(event).filter((question) => question.showAtDoor && !question.hostOnly)

/** How long rows may be kept when no write of this process changed the attendees (another instance's check-ins). */
const ROWS_LIFETIME_MS = 1000

interface KeptRows {
  version: number
  at: number
  rows: Promise<DoorRow[]>
}
const kept = new WeakMap<Payload, Map<string, KeptRows>>()

/**
 * A night's registered people, read once for both of the door's answers: its list
 * (./checkIns.ts) and the snapshot a phone keeps for offline (./snapshot.ts). A door phone asks
 * for both at the same moment every 30 s (its two refresh timers start when the page opens,
 * site/src/features/door/refresh.ts), and a team's phones opened together ask together. Kept
 * until an attendee row changes in this process or a second passes; with the row's key (which
 * makes the entry code's hash and never leaves the snapshot) and, when the night asks questions
 * at the door, the answers.
 */
export function doorRows(payload: Payload, event: Pick<Event, 'id' | 'questions'>): Promise<DoorRow[]> {
  const version = writeVersionOf(payload, 'attendees')
  let byNight = kept.get(payload)
  if (!byNight) kept.set(payload, (byNight = new Map<string, KeptRows>()))
  const answers = doorQuestions(event).length > 0
  const key = `${String(event.id)}:${answers}`
  const found = byNight.get(key)
  if (found && found.version === version() && Date.now() - found.at < ROWS_LIFETIME_MS) return found.rows
  const entry = { version: version(), at: Date.now(), rows: seatStoreOf(payload).doorList(event.id, { answers, keys: true }) }
  byNight.set(key, entry)
  // A failed read is not kept, and none is kept past its second: a closed door's rows leave memory.
  entry.rows.catch(() => byNight.get(key) === entry && byNight.delete(key))
  setTimeout(() => byNight.get(key) === entry && byNight.delete(key), ROWS_LIFETIME_MS).unref()
  return entry.rows
}
