import { relationId } from '../../../contract/relations'
import { seatRulesOf } from '../seatRules'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Attendee } from '../../../payload-types'

/**
 * Set in `context` by a write that leaves the count to someone else: the deletion of a whole
 * event's rows (collections/Events/hooks/deleteAttendees.ts), whose event goes with them.
 */
export const SEATS_COUNTED = 'seatsCounted'

/**
 * The public seat count is the event's stored registrationCount (cms/http/fastReads.ts answers
 * it from the public list's copy), so a seat taken or freed through Payload, such as the master
 * admin adding or deleting a row in the CMS, records the count too, through the seat store
 * (seatRules.ts), as the registration units do.
 */
export const recountAfterChange: CollectionAfterChangeHook<Attendee> = async ({ doc, previousDoc, operation, req, context }) => {
  if (context[SEATS_COUNTED] === true) return doc
  const seatMoved =
    operation === 'create' ? doc.status !== 'waitlisted' && doc.status !== 'cancelled' : doc.status !== previousDoc?.status
  if (seatMoved) await seatRulesOf(req.payload).seatMoved(relationId(doc.event), req)
  return doc
}

export const recountAfterDelete: CollectionAfterDeleteHook<Attendee> = async ({ doc, req, context }) => {
  if (context[SEATS_COUNTED] === true || doc.status === 'waitlisted' || doc.status === 'cancelled') return doc
  await seatRulesOf(req.payload).seatMoved(relationId(doc.event), req)
  return doc
}
