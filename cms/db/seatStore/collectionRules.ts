import type { SeatRules } from '../../../collections/Attendees/seatRules'
import type { SeatStore } from './types'

/**
 * The seat store's side of the attendees collection's hooks (collections/Attendees/seatRules.ts):
 * the event to judge answers by, and the count written from the rows after a write through
 * Payload that moved a seat. Such a write does not take the event's lock (docs/decisions.md,
 * 198): its count is the convenience number the next unit for that night rewrites from the rows.
 */
export function seatRules(store: SeatStore): SeatRules {
  return {
    event: (eventId) => store.event(eventId),
    async seatMoved(eventId, req) {
      // The public copy goes once Payload's transaction commits (recordCount, cms/db/atomic.ts afterCommit).
      await store.recordCount(eventId, await store.countRegistered(eventId, req), req)
    },
  }
}
