import type { CollectionBeforeChangeHook } from 'payload'
import type { Event } from '../../../payload-types'

/**
 * Archiving a night before its start calls it off (contract/calledOff.ts): the moment is kept, so
 * the night stays called off once the date it had has passed (its page, its registrants' pages, its
 * report: nobody failed to come to a night that did not take place). Bringing it back clears it.
 * Archiving a night that has started is housekeeping and stamps nothing.
 */
export const stampCalledOffAt: CollectionBeforeChangeHook<Event> = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const archiving = data.archived === true && originalDoc.archived !== true
  if (archiving && Date.parse(String(originalDoc.date)) > Date.now()) return { ...data, calledOffAt: new Date().toISOString() }
  if (data.archived === false && originalDoc.archived === true) return { ...data, calledOffAt: null }
  return data
}
