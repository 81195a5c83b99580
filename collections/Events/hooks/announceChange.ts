import { EventEmitter } from 'node:events'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

/**
 * Tells this process that an event changed (from /api or the CMS), so caches of the public
 * list can drop their copy at once.
 */
export const eventChanges = new EventEmitter()

export const announceChange: CollectionAfterChangeHook = ({ doc }) => {
  eventChanges.emit('change')
  return doc
}

export const announceDelete: CollectionAfterDeleteHook = ({ doc }) => {
  eventChanges.emit('change')
  return doc
}
