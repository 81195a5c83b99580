import { eventChangesOf } from '../../../collections/Events/eventChanges'
import type { SeatRules } from '../../../collections/Attendees/seatRules'
import type { SeatStore } from './types'

/** How long after a Payload write the public copy is dropped again (MongoDB ends Payload's own session after the hooks). */
const AFTER_COMMIT_MS = 100

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
      await store.recordCount(eventId, await store.countRegistered(eventId, req), req)
      // Inside Payload's transaction on PostgreSQL the copy goes when it commits (recordCount);
      // MongoDB's session ends after the hooks, where nothing here can follow it.
      setTimeout(() => eventChangesOf(req.payload).emit('change'), AFTER_COMMIT_MS).unref()
    },
  }
}
