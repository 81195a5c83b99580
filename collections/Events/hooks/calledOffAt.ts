import type { CollectionBeforeChangeHook } from 'payload'
import type { Event } from '../../../payload-types'

/**
 * The one place that decides a night is called off (contract/calledOff.ts): archived before the
 * start it had, it gets `calledOffAt`, so it stays called off once that date has passed (its page,
 * its registrants' pages, its report: nobody failed to come to a night that did not take place),
 * and its registrants are told because the stamp was written (hooks/calendarNotices.ts
 * `sendCalledOffNotices`). Brought back before its start, the stamp goes; brought back after it,
 * the stamp stays (the night still did not take place) and counts again if it is archived again.
 * Archiving a night that has started is housekeeping and stamps nothing.
 */
export const stampCalledOffAt: CollectionBeforeChangeHook<Event> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const now = Date.now()
  const archiving = data.archived === true && originalDoc.archived !== true
  if (archiving && !originalDoc.calledOffAt && Date.parse(String(originalDoc.date)) > now)
    return { ...data, calledOffAt: new Date(now).toISOString() }
  const unarchiving = data.archived === false && originalDoc.archived === true
  if (unarchiving && Date.parse(String(data.date ?? originalDoc.date)) > now) return { ...data, calledOffAt: null }
  return data
}
