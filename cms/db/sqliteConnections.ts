import { StorageUnavailable, type DatabaseFileWatch } from './storageHealth'
import type { Payload } from 'payload'
import type { WriteLock } from './writeLock'

/** Adapter methods that write; they queue on the write lock unless they run inside a unit. */
const WRITE_METHODS = [
  'create',
  'createGlobal',
  'createGlobalVersion',
  'createVersion',
  'deleteMany',
  'deleteOne',
  'deleteVersions',
  'updateGlobal',
  'updateGlobalVersion',
  'updateJobs',
  'updateMany',
  'updateOne',
  'updateVersion',
  'upsert',
] as const

type Adapter = Record<string, unknown> & {
  name: string
  client: { transaction(mode?: string): Promise<unknown>; execute(sql: string): Promise<unknown> }
  sessions: Record<string, unknown>
}

/**
 * Makes the SQLite adapter safe for atomic units (cms/db/atomic.ts):
 * - libsql opens a fresh connection after every transaction; it gets the same busy timeout
 *   and synchronous setting as the first one (db-sqlite sets them only once, at connect);
 * - every write outside a unit waits for the in-process write lock, so it never blocks the
 *   event loop on a lock held by this process's own open transaction;
 * - once the database file is gone or replaced, writes are refused with 503.
 */
export function hardenSqlite(payload: Payload, lock: WriteLock, watch: DatabaseFileWatch, busyTimeoutMs: number) {
  const adapter = payload.db as unknown as Adapter
  if (adapter.name !== 'sqlite') return
  const client = adapter.client
  const transaction = client.transaction.bind(client)
  client.transaction = async (mode?: string) => {
    const tx = await transaction(mode)
    await client.execute(`PRAGMA busy_timeout = ${busyTimeoutMs}`)
    await client.execute('PRAGMA synchronous = NORMAL')
    return tx
  }
  for (const method of WRITE_METHODS) {
    const original = adapter[method] as ((args: { req?: { transactionID?: unknown } }) => Promise<unknown>) | undefined
    if (typeof original !== 'function') continue
    adapter[method] = async function (this: Adapter, args: { req?: { transactionID?: unknown } }) {
      const problem = watch.check()
      if (problem) throw new StorageUnavailable(problem)
      const id = args?.req?.transactionID
      // Payload's transaction id may be a promise of the id.
      if (id && adapter.sessions[String(await Promise.resolve(id))]) return original.call(adapter, args)
      return lock.run(() => original.call(adapter, args))
    }
  }
}
