import { afterCommit } from './atomic'
import { adapterInternals } from './adapterInternals'
import type { CollectionSlug, Payload, PayloadRequest } from 'payload'

/** Every adapter call that can change a collection's rows (Payload's operations call these too). */
const WRITES = ['create', 'createMany', 'updateOne', 'updateMany', 'deleteOne', 'deleteMany', 'upsert'] as const

const versions = new WeakMap<Payload, Map<string, { value: number }>>()

/**
 * A number that changes whenever this process writes to a collection, through the Local API,
 * the CMS, `payload.db` or the seat store (cms/db/seatStore, which calls `noteWrite`) alike: a
 * cache of something read from it (the door's list, cms/modules/door/checkIns.ts) is
 * current while the number is the one it was read under. It changes when the write is made and
 * again when its unit commits (cms/db/atomic.ts), so a reader that ran in between cannot keep
 * what it read. Writes by other processes are not seen: such a cache also keeps a short lifetime.
 */
export function writeVersionOf(payload: Payload, slug: CollectionSlug): () => number {
  let bySlug = versions.get(payload)
  if (!bySlug) versions.set(payload, (bySlug = new Map<string, { value: number }>()))
  let version = bySlug.get(slug)
  if (!version) {
    const counter = { value: 0 }
    bySlug.set(slug, (version = counter))
    const db =
      adapterInternals<Record<string, (args: { collection?: string; req?: PayloadRequest }) => Promise<unknown>>>(payload)
    for (const method of WRITES) {
      const original = db[method]
      if (typeof original !== 'function') continue
      db[method] = async function (this: unknown, args) {
        if (args?.collection !== slug) return original.call(this, args)
        counter.value++
        try {
          return await original.call(this, args)
        } finally {
          counter.value++
          afterCommit(args.req, () => counter.value++)
        }
      }
    }
  }
  const watched = version
  return () => watched.value
}

/** A write made below the adapter (the seat store's statements): the collection's number moves as for any other. */
export function noteWrite(payload: Payload, slug: CollectionSlug, req?: PayloadRequest) {
  const counter = versions.get(payload)?.get(slug)
  if (!counter) return
  counter.value++
  afterCommit(req, () => counter.value++)
}
