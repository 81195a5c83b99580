import { EventEmitter } from 'node:events'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Event } from '../../../payload-types'

/**
 * Tells this process that an event changed (from /api or the CMS), so caches of the public
 * list can drop their copy at once.
 */
export const eventChanges = new EventEmitter()

export const announceChange: CollectionAfterChangeHook<Event> = ({ doc }) => {
  eventChanges.emit('change')
  return doc
}

export const announceDelete: CollectionAfterDeleteHook<Event> = ({ doc }) => {
  eventChanges.emit('change')
  return doc
}
