import fs from 'node:fs'
import { StorageUnavailable, type DatabaseFileWatch } from './storageHealth'
import { keepStatements } from './statementCache'
import { transactionPool } from './transactionConnections'
import { adapterInternals } from './adapterInternals'
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

type ClientMethod = (...args: unknown[]) => Promise<unknown>
type Adapter = Record<string, unknown> & {
  name: string
  client: Record<'execute' | 'batch' | 'executeMultiple', ClientMethod> & { transaction(mode?: string): Promise<unknown> }
  sessions: Record<string, unknown>
}

/**
 * Makes the SQLite adapter safe for atomic units (cms/db/atomic.ts):
 * - transactions run on a small pool of kept connections with the same busy timeout and
 *   synchronous setting as the first one (db-sqlite sets them only once, at connect), instead
 *   of libsql's fresh connection after every transaction (transactionConnections.ts), and
 *   every connection reuses the statements it compiled (statementCache.ts);
 * - every write outside a unit waits for the in-process write lock, so it never blocks the
 *   event loop on a lock held by this process's own open transaction;
 * - every connection overwrites what is deleted or replaced (`secure_delete`): a delivered
 *   email's body, a rotated token's hash leave no bytes behind in the file;
 * - once the database file is gone or replaced, writes are refused with 503, and so is every
 *   statement and unit while any of its files refuses writing (a read-only disk: SQLite would
 *   otherwise store into its memory-mapped WAL index and the process would die of SIGBUS);
 * - a connection SQLite opened read-only (it does so, silently, when the file could not be
 *   opened for writing: a read-only disk, chattr +i) is replaced once the file is writable
 *   again, so writes heal by themselves instead of failing until a restart.
 * Returns the healing step, which readiness also takes (cms/db/readiness.ts), and the step that
 * makes removed data leave the disk (erasure and the retention purge, cms/modules/privacy/).
 */
export async function hardenSqlite(
  payload: Payload,
  lock: WriteLock,
  watch: DatabaseFileWatch,
  busyTimeoutMs: number,
  file: string | null,
): Promise<StorageCare> {
  const adapter = adapterInternals<Adapter>(payload)
  if (adapter.name !== 'sqlite' || !file) return nothingToCare
  keepStatements()
  const client = adapter.client
  const settings = [`PRAGMA busy_timeout = ${busyTimeoutMs}`, 'PRAGMA synchronous = NORMAL', 'PRAGMA secure_delete = ON']
  const pool = transactionPool(file, (connection) => settings.forEach((sql) => connection.exec(sql)))
  /** The client's own connection gets the same settings (db-sqlite gave it the first two already). */
  const configureClient = async () => {
    for (const sql of settings) await client.execute(sql)
  }
  const handOver = client.transaction.bind(client)
  /** Nothing touches the WAL index of a disk that refuses writes (storageHealth.ts says why). */
  const refuseUnwritable = () => {
    const problem = watch.check() ?? watch.unwritable()
    if (problem) throw new StorageUnavailable(problem)
  }
  client.transaction = (mode?: string) => {
    refuseUnwritable()
    return pool.begin(mode)
  }
  // Reads too: a read that finds the WAL grown stores its mark into the same mapping.
  for (const method of ['execute', 'batch', 'executeMultiple'] as const) {
    const original = client[method].bind(client)
    client[method] = (...args: unknown[]) => {
      refuseUnwritable()
      return original(...args)
    }
  }
  await configureClient()
  const writable = () => {
    try {
      fs.accessSync(file, fs.constants.W_OK)
      return true
    } catch {
      return false
    }
  }
  /**
   * libsql keeps one connection; handing it to a transaction (closed at once) is its one way to
   * let go of it, so the next statement opens the file afresh, read-write now that it can be.
   * The pool's idle connections are closed for the same reason.
   */
  const heal = async (err: unknown) => {
    if (!isReadOnlyConnection(err) || !writable()) return false
    pool.drain()
    const released = (await handOver('deferred')) as { close(): void }
    released.close()
    await configureClient()
    return true
  }
  for (const method of WRITE_METHODS) {
    const original = adapter[method] as ((args: { req?: { transactionID?: unknown } }) => Promise<unknown>) | undefined
    if (typeof original !== 'function') continue
    adapter[method] = async function (this: Adapter, args: { req?: { transactionID?: unknown } }) {
      refuseUnwritable()
      const id = args?.req?.transactionID
      // Payload's transaction id may be a promise of the id.
      const key: unknown = await Promise.resolve(id)
      if ((typeof key === 'string' || typeof key === 'number') && adapter.sessions[key]) return original.call(adapter, args)
      return lock.run(async () => {
        try {
          return await original.call(adapter, args)
        } catch (err) {
          await heal(err).catch(() => false)
          throw err
        }
      })
    }
  }
  /**
   * `secure_delete` zeroes what a write removes from the database file, but the WAL keeps the
   * page images written before, the removed data among them, until it is overwritten: even a
   * checkpoint leaves them there. TRUNCATE copies the WAL into the file and cuts it to nothing.
   * It runs on the write lock, so no unit of this process is open (it would wait on it in vain).
   */
  const forgetRemoved = () =>
    lock.run(async () => {
      const result = (await client.execute('PRAGMA wal_checkpoint(TRUNCATE)')) as { rows: unknown[][] }
      // busy: another process read or wrote meanwhile; its next truncation empties the rest.
      return result.rows[0]?.[0] === 0
    })
  return { heal, forgetRemoved }
}

/** What the server does for its database's storage beyond the adapter's own work. */
export interface StorageCare {
  /** Heals a storage failure where it can; true when it changed something worth trying again. */
  heal(err: unknown): Promise<boolean>
  /**
   * After an erasure or a purge: no file of the database keeps what was removed (SQLite's WAL
   * is emptied into the file, where `secure_delete` zeroed it). False when another process kept
   * part of the WAL in use. MongoDB has nothing to do here.
   */
  forgetRemoved(): Promise<boolean>
}
const nothingToCare: StorageCare = { heal: () => Promise.resolve(false), forgetRemoved: () => Promise.resolve(true) }

/** SQLITE_READONLY: the connection itself was opened read-only, and stays so. */
function isReadOnlyConnection(err: unknown, depth = 0): boolean {
  if (!err || typeof err !== 'object' || depth > 4) return false
  const { code, message, cause } = err as { code?: unknown; message?: unknown; cause?: unknown }
  if (typeof code === 'string' && code.startsWith('SQLITE_READONLY')) return true
  if (typeof message === 'string' && /readonly database/i.test(message)) return true
  return isReadOnlyConnection(cause, depth + 1)
}
