import { eventChangesOf } from '../eventChanges'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Event } from '../../../payload-types'

/** An event written or deleted, from /api or the CMS: this server's caches of it go (../eventChanges.ts). */
export const announceChange: CollectionAfterChangeHook<Event> = ({ doc, req }) => {
  eventChangesOf(req.payload).emit('change')
  return doc
}

export const announceDelete: CollectionAfterDeleteHook<Event> = ({ doc, req }) => {
  eventChangesOf(req.payload).emit('change')
  return doc
}
