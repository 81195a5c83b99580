import { asSystem } from '../../cms/lib/asCaller'
import { forgetNetworkingOf } from '../Networking/forget'
import type { CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'

/**
 * Everything stored about a registration by its id, outside its own row, taken before the row
 * is deleted: its "Who to meet" profile and swaps (both sides), the door's uploaded scans of it,
 * and the records of the background emails it was sent. The one clean-up for a row leaving,
 * whichever way it leaves: the seat store runs it before its own delete (a host's removal, a
 * move: cms/db/seatStore/index.ts), and the collection's delete hook runs it for what Payload
 * deletes (the CMS admin, a night being deleted), so no path can skip it. Inside the caller's
 * unit when there is one, so the row and what hangs on it go together or not at all.
 */
export async function forgetRow(payload: Payload, attendeeId: string | number, req?: PayloadRequest) {
  await forgetNetworkingOf(payload, attendeeId, req)
  const system = {
    ...asSystem('a registration being deleted takes the rows that name it with it'),
    ...(req ? { req } : {}),
  } as const
  // Both name the row by its id as text (no foreign key), so nothing else would remove them.
  const byRow = { attendee: { equals: String(attendeeId) } }
  await payload.delete({ collection: 'door-scans', where: byRow, depth: 0, ...system })
  await payload.delete({ collection: 'sent-reminders', where: byRow, depth: 0, ...system })
}

/** The attendees collection's delete hook: the same clean-up for rows Payload deletes. */
export const forgetRowBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await forgetRow(req.payload, id, req)
}
