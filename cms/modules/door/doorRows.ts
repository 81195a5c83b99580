import { storedQuestions } from '../../../contract/questions'
import { writeVersionOf } from '../../db/writeVersion'
import { seatStoreOf } from '../../db/seatStore'
import { keptBriefly } from './keptBriefly'
import type { DoorRow } from '../../db/seatStore/types'
import type { Event } from '../../../payload-types'
import type { Payload } from 'payload'

/** Only the questions marked for the door, and never host-only ones (docs/product.md "Registration questions"). */
export const doorQuestions = (event: Pick<Event, 'questions'>) =>
  storedQuestions(event).filter((question) => question.showAtDoor && !question.hostOnly)

/** One second, or until an attendee row changes in this process (another instance's check-ins are not seen). */
const keptRows = keptBriefly<DoorRow[]>(1000)

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
  const answers = doorQuestions(event).length > 0
  const version = String(writeVersionOf(payload, 'attendees')())
  return keptRows(payload, `${String(event.id)}:${answers}`, version, () =>
    seatStoreOf(payload).doorList(event.id, { answers, keys: true }),
  )
}
