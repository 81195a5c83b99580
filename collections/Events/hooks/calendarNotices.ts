import { asSystem } from '../../../cms/lib/asCaller'
import { calendarChanges, sequenceOf, type CalendarChange } from '../calendarChanges'
import { isCalledOff } from '../../../contract/calledOff'
import { dropNightsWaitingReminders } from '../../waitingEmails'
import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionBeforeDeleteHook } from 'payload'
import type { Event } from '../../../payload-types'
import type { EventNoticesLine } from '../notices'

/**
 * Registrants' calendars stay true whichever surface edits an event (/api or the CMS),
 * docs/product.md "Calendar": a change of name, time or place raises the event's
 * `calendarSequence` and emails every registrant an update; deleting an event that has not
 * ended, or archiving one before it starts, emails a cancellation; bringing a night called off
 * back before its start emails the invitation again. The messages are queued with the operation's `req`, so they
 * are stored with the change (inside its transaction where the database has one).
 */
const CHANGES = 'calendarChanges'
const BACK_ON = 'calendarBackOn'

const notOver = (doc: Pick<Event, 'endDate'>) => Date.parse(String(doc.endDate)) > Date.now()

export const raiseCalendarSequence: CollectionBeforeChangeHook<Event> = ({ data, originalDoc, operation, context }) => {
  if (operation !== 'update' || !originalDoc) return data
  const next: Event = { ...originalDoc, ...data }
  // A start moved is a night rescheduled on its page (cms/spa/structuredData.ts), back on or not.
  const moved = Date.parse(String(originalDoc.date)) !== Date.parse(String(next.date))
  const rescheduled = moved ? { previousStartDate: originalDoc.date } : {}
  // A night called off and brought back before its start: its people's calendars removed it at
  // the cancellation's SEQUENCE (the stored one + 1), so the invitation that restores it goes past
  // that, with whatever else changed in the same write.
  if (isCalledOff(originalDoc) && next.archived !== true && Date.parse(String(next.date)) > Date.now()) {
    context[BACK_ON] = true
    return { ...data, calendarSequence: sequenceOf(originalDoc) + 2, ...rescheduled }
  }
  const changes = calendarChanges(originalDoc, next)
  if (!changes.length || next.archived === true || !(notOver(originalDoc) || notOver(next))) return data
  context[CHANGES] = changes
  return { ...data, calendarSequence: sequenceOf(originalDoc) + 1, ...rescheduled }
}

/** The hooks that tell registrants, sending through the server's mailer when one is connected. */
export function calendarNotices(line: EventNoticesLine): {
  sendCalendarUpdates: CollectionAfterChangeHook<Event>
  sendBackOnNotices: CollectionAfterChangeHook<Event>
  sendCalledOffNotices: CollectionAfterChangeHook<Event>
  sendCalendarCancellations: CollectionBeforeDeleteHook
} {
  return {
    /**
     * A night archived before it starts is called off (its page says so, decision 177): its
     * registrants get the cancellation a deleted night sends, METHOD:CANCEL for their entry, so
     * nobody comes to a night that will not happen. The write that stamped `calledOffAt`
     * (hooks/calledOffAt.ts) is the one that called it off; archiving once it started stamps nothing.
     */
    sendCalledOffNotices: async ({ doc, previousDoc, operation, req }) => {
      if (operation !== 'update' || !doc.calledOffAt || doc.calledOffAt === previousDoc?.calledOffAt) return doc
      // Its reminders still waiting say it will happen (decision 606).
      await dropNightsWaitingReminders(req.payload, doc.id, req)
      const mailer = line.current()
      if (!mailer) return doc
      await mailer.eventCancelled(doc, req)
      mailer.deliverSoon()
      return doc
    },

    /** Brought back after it was called off (raiseCalendarSequence): the invitation again, or the waitlist again. */
    sendBackOnNotices: async ({ doc, req, context }) => {
      const mailer = line.current()
      if (!context[BACK_ON] || !mailer) return doc
      delete context[BACK_ON]
      await mailer.eventBackOn(doc, req)
      mailer.deliverSoon()
      return doc
    },

    sendCalendarUpdates: async ({ doc, req, context }) => {
      const changes = context[CHANGES] as CalendarChange[] | undefined
      const mailer = line.current()
      if (!changes || !mailer) return doc
      delete context[CHANGES]
      await mailer.eventChanged(doc, changes, req)
      mailer.deliverSoon()
      return doc
    },

    /** Runs before the attendees are deleted with the event (deleteAttendees), so it still finds them. */
    sendCalendarCancellations: async ({ id, req }) => {
      const mailer = line.current()
      if (!mailer) return
      // Deliberate: the delete it runs inside has already passed the collection's access (master only);
      // this only reads the event being deleted, to tell its registrants.
      const event = await req.payload.findByID({
        collection: 'events',
        id,
        depth: 0,
        req,
        ...asSystem('the event being deleted, to tell its registrants, inside a delete already allowed'),
        disableErrors: true,
      })
      if (!event || !notOver(event)) return
      // Archived before its start, it was called off then (sendCalledOffNotices): told once.
      if (isCalledOff(event)) return
      await mailer.eventCancelled(event, req)
      mailer.deliverSoon()
    },
  }
}
