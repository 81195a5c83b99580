import { asSystem } from '../../../cms/lib/asCaller'
import { dropNightsWaitingReminders } from '../../waitingEmails'
import type { CollectionAfterChangeHook } from 'payload'
import type { Event } from '../../../payload-types'

/**
 * A night's 24 h and 2 h reminders are about its start (cms/modules/calendar/reminders.ts), and the
 * rows that say they were sent (collections/SentReminders.ts) would keep the moved night's people
 * from hearing again before the new start. Once the start moves, they are forgotten with the move,
 * in its transaction, so each reminder goes out again when it is due for the new time; those
 * still waiting to go, written for the old time, go with them. The announcement to the city's followers is about the night, not its hour, and stays sent.
 */
export const remindersFollowTheStart: CollectionAfterChangeHook<Event> = async ({ doc, previousDoc, operation, req }) => {
  if (operation !== 'update' || !previousDoc) return doc
  if (Date.parse(String(previousDoc.date)) === Date.parse(String(doc.date))) return doc
  await req.payload.delete({
    collection: 'sent-reminders',
    where: { and: [{ event: { equals: String(doc.id) } }, { kind: { in: ['24h', '2h'] } }] },
    depth: 0,
    req,
    ...asSystem('the reminders of a night whose start moved, sent for its old time'),
  })
  await dropNightsWaitingReminders(req.payload, doc.id, req)
  return doc
}
