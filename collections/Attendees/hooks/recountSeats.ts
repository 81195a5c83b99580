import { eventChanges } from '../../Events/hooks/announceChange'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, Payload, PayloadRequest } from 'payload'
import type { Attendee } from '../../../payload-types'

/**
 * Set in `context` by the writes that record the event's count themselves: the registration
 * units of cms/modules/registrations/ (recordCount in seats.ts) and the deletion of a whole
 * event's rows (collections/Events/hooks/deleteAttendees.ts).
 */
export const SEATS_COUNTED = 'seatsCounted'

const eventIdOf = (row: Attendee) => (typeof row.event === 'object' ? row.event.id : row.event)

/** How long after the write the public copy is dropped again: the operation commits once its hooks are done. */
const AFTER_COMMIT_MS = 100

/** Registrations of an event, counted from the rows themselves (inside `req`'s transaction when given). */
export async function countRegistered(payload: Payload, eventId: Attendee['event'], req?: PayloadRequest) {
  const { totalDocs } = await payload.db.count({
    collection: 'attendees',
    where: { and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }] },
    req,
  })
  return totalDocs
}

/** Writes the event's registrationCount in `req`'s transaction, without the events collection's hooks. */
export async function writeSeatCount(payload: Payload, eventId: Attendee['event'], count: number, req: PayloadRequest) {
  await payload.db.updateOne({
    collection: 'events',
    where: { id: { equals: eventId } },
    data: { registrationCount: count },
    req,
    returning: false,
  })
}

/** The stored count from the rows, after a write Payload made (the CMS). */
async function recount(req: PayloadRequest, row: Attendee) {
  const eventId = eventIdOf(row)
  await writeSeatCount(req.payload, eventId, await countRegistered(req.payload, eventId, req), req)
  // The public copy carries the count: dropped now, and again once the operation has
  // committed, so a reader in between cannot keep the old number.
  eventChanges.emit('change')
  setTimeout(() => eventChanges.emit('change'), AFTER_COMMIT_MS).unref()
}

/**
 * The public seat count is the event's stored registrationCount (cms/http/fastReads.ts answers
 * it from the public list's copy), so a seat taken or freed any other way, such as the master
 * admin adding or deleting a row in the CMS, records the count too.
 */
export const recountAfterChange: CollectionAfterChangeHook<Attendee> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context[SEATS_COUNTED] === true) return doc
  const seatMoved =
    operation === 'create' ? doc.status !== 'waitlisted' && doc.status !== 'cancelled' : doc.status !== previousDoc?.status
  if (seatMoved) await recount(req, doc)
  return doc
}

export const recountAfterDelete: CollectionAfterDeleteHook<Attendee> = async ({ doc, req, context }) => {
  if (context[SEATS_COUNTED] === true || doc.status === 'waitlisted' || doc.status === 'cancelled') return doc
  await recount(req, doc)
  return doc
}
