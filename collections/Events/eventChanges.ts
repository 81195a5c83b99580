import { EventEmitter } from 'node:events'
import type { Payload } from 'payload'

const emitters = new WeakMap<Payload, EventEmitter>()

/**
 * Tells one server that an event changed (from /api or the CMS, a seat taken or freed, a host's
 * name shown or hidden), so its caches of the public list, the nights and the sold-out memo
 * drop their copy at once. One emitter per Payload instance: several servers in one process
 * (the tests start a few) keep their caches apart. It lives beside the collection, not in a hook
 * file, because the collection's hooks (hooks/announceChange.ts) and the server both use it.
 */
export function eventChangesOf(payload: Payload): EventEmitter {
  let emitter = emitters.get(payload)
  if (!emitter) emitters.set(payload, (emitter = new EventEmitter()))
  return emitter
}
