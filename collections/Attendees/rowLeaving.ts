import { asSystem } from '../../cms/lib/asCaller'
import { forgetNetworkingOf } from '../Networking/forget'
import { dropOwnWaitingReminders } from '../waitingEmails'
import type { CollectionBeforeDeleteHook, Payload, PayloadRequest } from 'payload'

/**
 * Everything stored about a registration by its id, outside its own row, taken before the row
 * is deleted: its "Who to meet" profile and swaps (both sides), the door's uploaded scans of it,
 * the records of the background emails it was sent, and its reminders still waiting to go. The one clean-up for a row leaving,
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
  await forgetDoorScansOf(payload, attendeeId, req)
  // It names the row by its id as text (no foreign key), so nothing else would remove it.
  const byRow = { attendee: { equals: String(attendeeId) } }
  await payload.delete({ collection: 'sent-reminders', where: byRow, depth: 0, ...system })
  const row = await payload.db.findOne<{ id: string | number; email: string }>({
    collection: 'attendees',
    where: { id: { equals: attendeeId } },
    ...(req ? { req } : {}),
  })
  if (row) await dropOwnWaitingReminders(payload, row, req)
}

/**
 * The door's uploaded scans of a registration: with its row when it leaves, and when a cancelled
 * registration comes back (its scans are not of the new one, decision 579). They name the row by
 * its id as text (no foreign key), so nothing else would remove them.
 */
export async function forgetDoorScansOf(payload: Payload, attendeeId: string | number, req?: PayloadRequest) {
  await payload.delete({
    collection: 'door-scans',
    where: { attendee: { equals: String(attendeeId) } },
    depth: 0,
    ...(req ? { req } : {}),
    ...asSystem('the door scans of a registration go when it leaves or comes back as a new one'),
  })
}

/** The attendees collection's delete hook: the same clean-up for rows Payload deletes. */
export const forgetRowBeforeDelete: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await forgetRow(req.payload, id, req)
}
