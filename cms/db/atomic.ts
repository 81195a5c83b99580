import { randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { HttpError } from '../lib/httpError'
import { POSTGRES_POOL_SIZE } from '../../payload.config'
import { StorageUnavailable, isStorageFailure } from './storageHealth'
import { WriteLock } from './writeLock'
import { UnitSlots } from './unitSlots'
import { adapterInternals, adapterName } from './adapterInternals'

/**
 * One atomic unit of work: everything `work` writes through the Local API or `payload.db`
 * with the given `req` persists together or not at all (a registration: its seat check, its
 * attendee row and its confirmation email row; a cancellation with its promotion). Used on
 * every adapter (docs/operations.md, "Atomic units").
 *
 * SQLite: a `BEGIN IMMEDIATE` transaction on its own connection (one of a few kept connections
 * beside the process's own, configured with the busy timeout: cms/db/sqliteConnections.ts and
 * cms/db/transactionConnections.ts). libsql runs statements synchronously, so a second writer
 * in this process would wait for the lock inside the event loop that the open transaction
 * needs: every write of the process therefore queues on one in-process lock while a unit is
 * open, and other processes wait on SQLite's busy timeout.
 *
 * PostgreSQL: a transaction on one of the pool's connections, at PostgreSQL's default READ
 * COMMITTED. Nothing is queued in the process: the database serialises what must be serial.
 * A unit that decides on an event's seats first locks that event's row (`SELECT … FOR UPDATE`,
 * cms/db/rowLocks.ts), so units for one night take turns across every process while other
 * nights go on in parallel, and each statement after the lock sees what the previous holder
 * committed. Unique keys and conditional updates do the rest, as on SQLite. A deadlock (two
 * moves between the same nights in opposite directions) or a serialization failure retries the
 * whole unit like a MongoDB write conflict.
 *
 * MongoDB: a replica-set transaction. Write conflicts and other transient errors (the
 * `TransientTransactionError` / `UnknownTransactionCommitResult` labels, WriteConflict 112)
 * retry the whole unit a few times, then answer 503; never a 500.
 */
export const MAX_ATTEMPTS = 5

/** PostgreSQL units of one process at once: half the pool, the other half for everything else (cms/db/unitSlots.ts). */
export const POSTGRES_UNITS_AT_ONCE = Math.floor(POSTGRES_POOL_SIZE / 2)

export interface AtomicUnits {
  /**
   * `before` runs once the unit's turn has come and before its transaction begins (a cheap
   * refusal, such as "sold out", that should not cost a transaction).
   */
  run<T>(work: (req: PayloadRequest) => Promise<T>, options?: { before?: () => Promise<void> | void }): Promise<T>
}

const TRANSIENT_LABELS = ['TransientTransactionError', 'UnknownTransactionCommitResult']

/** What runs once a unit has committed, by the unit's request. */
const committed = new WeakMap<PayloadRequest, (() => void)[]>()

/**
 * Runs `callback` once what `req`'s unit wrote is committed (at once outside a unit), never
 * after a rollback: a cache dropped before the commit could be refilled from the old rows by
 * a reader in between.
 */
export function afterCommit(req: PayloadRequest | undefined, callback: () => void) {
  const waiting = req && committed.get(req)
  if (waiting) waiting.push(callback)
  else if (!req || !afterPayloadCommits(req, callback)) callback()
}

/** A Payload transaction as its adapter keeps it: a drizzle session (SQL) or a MongoDB ClientSession. */
type PayloadSession = {
  resolve?: () => Promise<void>
  commitTransaction?: (...args: unknown[]) => Promise<unknown>
  inTransaction?: () => boolean
}

/**
 * Payload's own transaction of an operation (a CMS edit or a Local API write on PostgreSQL,
 * where Payload opens one per write, or on a MongoDB replica set): the callback runs once
 * Payload's commit of it has resolved. False when `req` is in no such transaction (SQLite,
 * where Payload opens none, or MongoDB without a replica set, where each write stands alone).
 */
function afterPayloadCommits(req: PayloadRequest, callback: () => void): boolean {
  const id = req.transactionID
  if (id === undefined || id instanceof Promise) return false
  const sessions = adapterInternals<{ sessions?: Record<string, PayloadSession> }>(req.payload).sessions
  const session = sessions?.[String(id)]
  if (!session) return false
  // The SQL adapters commit by resolving the session.
  const resolve = session.resolve
  if (typeof resolve === 'function') {
    session.resolve = () =>
      resolve().then(() => {
        callback()
      })
    return true
  }
  // MongoDB's adapter commits the session's transaction (and then ends the session).
  const commit = session.commitTransaction
  if (typeof commit !== 'function' || session.inTransaction?.() !== true) return false
  session.commitTransaction = (...args) =>
    commit.apply(session, args).then((result) => {
      callback()
      return result
    })
  return true
}

/** PostgreSQL's "try again": serialization_failure and deadlock_detected (one side of a deadlock is rolled back). */
const POSTGRES_RETRY_CODES = ['40001', '40P01']

type DriverError = {
  errorLabels?: unknown
  errorLabelSet?: Set<string>
  code?: number | string
  codeName?: string
  hasErrorLabel?: (label: string) => boolean
  cause?: unknown
} | null

/** Whether MongoDB's driver put `label` on the error (or on its cause). */
export function hasErrorLabel(err: unknown, label: string): boolean {
  const error = err as DriverError
  if (!error || typeof error !== 'object') return false
  if (typeof error.hasErrorLabel === 'function' && error.hasErrorLabel(label)) return true
  const labels = Array.isArray(error.errorLabels) ? error.errorLabels : error.errorLabelSet ? [...error.errorLabelSet] : []
  return labels.some((found) => String(found) === label) || (error.cause ? hasErrorLabel(error.cause, label) : false)
}

/** The retry rule for transactions: labels and codes MongoDB and PostgreSQL use for "try again". */
export function isTransientTransactionError(err: unknown): boolean {
  const error = err as DriverError
  if (!error || typeof error !== 'object') return false
  if (TRANSIENT_LABELS.some((label) => hasErrorLabel(error, label))) return true
  if (error.code === 112 || error.codeName === 'WriteConflict') return true
  if (typeof error.code === 'string' && POSTGRES_RETRY_CODES.includes(error.code)) return true
  return error.cause ? isTransientTransactionError(error.cause) : false
}

/** Attempts of one unit with a short, jittered back-off; the caller's own answers (409...) pass through. */
export async function withRetries<T>(attempt: () => Promise<T>, attempts = MAX_ATTEMPTS): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt()
    } catch (err) {
      if (!isTransientTransactionError(err)) throw err
      if (round >= attempts) throw new StorageUnavailable('the database kept reporting write conflicts')
      await new Promise((resolve) => setTimeout(resolve, 5 * round + Math.random() * 10 * round))
    }
  }
}

type DrizzleAdapter = {
  name: string
  drizzle: { transaction<T>(work: (tx: unknown) => Promise<T>): Promise<T> }
  sessions: Record<string, { db: unknown; resolve: () => Promise<void>; reject: () => Promise<void> }>
}

/** The connection a node-postgres transaction runs on (drizzle's NodePgTransaction keeps it in its session). */
type PostgresTransaction = { session?: { client?: { query: (...args: unknown[]) => Promise<unknown> } } }

/**
 * Notes every statement of the transaction that fails. PostgreSQL refuses every statement after
 * a failed one, and its COMMIT of such a transaction quietly rolls back: a unit that caught a
 * failure and carried on would be told it committed. It is told otherwise (cms/db/atomic.ts).
 */
function watchFailures(tx: unknown): { failed: () => boolean; stop: () => void } {
  const client = (tx as PostgresTransaction).session?.client
  if (typeof client?.query !== 'function') return { failed: () => false, stop: () => undefined }
  let failed = false
  const query = client.query
  client.query = function (this: unknown, ...args: unknown[]) {
    const result = query.apply(this, args)
    if (result instanceof Promise) result.catch(() => (failed = true))
    return result
  }
  return { failed: () => failed, stop: () => (client.query = query) }
}

/** One drizzle transaction that Payload's operations join through `req` (SQLite and PostgreSQL). */
async function drizzleUnit<T>(payload: Payload, work: (req: PayloadRequest) => Promise<T>, postgres = false): Promise<T> {
  const adapter = adapterInternals<DrizzleAdapter>(payload)
  let aborted = false
  const callbacks: (() => void)[] = []
  const result = await adapter.drizzle.transaction(async (tx) => {
    const id = randomUUID()
    // Payload looks transactions up by id in `sessions`; an operation that fails inside
    // the unit "rolls back" through reject, which marks the unit for rollback here.
    adapter.sessions[id] = {
      db: tx,
      resolve: () => Promise.resolve(),
      reject: () => {
        aborted = true
        return Promise.resolve()
      },
    }
    const statements = postgres ? watchFailures(tx) : { failed: () => false, stop: () => undefined }
    const req = await createLocalReq({}, payload)
    req.transactionID = id
    committed.set(req, callbacks)
    try {
      const value = await work(req)
      if (aborted || statements.failed()) throw new Error('an operation inside the atomic unit failed')
      return value
    } finally {
      statements.stop()
      delete adapter.sessions[id]
    }
  })
  // The transaction has committed (drizzle resolved): what waited for it runs now.
  for (const callback of callbacks) callback()
  return result
}

function sqliteUnits(payload: Payload, lock: WriteLock): AtomicUnits {
  return {
    run(work, options) {
      return lock.run(async () => {
        await options?.before?.()
        return drizzleUnit(payload, work)
      })
    },
  }
}

function postgresUnits(payload: Payload): AtomicUnits {
  const slots = new UnitSlots(POSTGRES_UNITS_AT_ONCE)
  return {
    run(work, options) {
      return withRetries(() =>
        slots.run(async () => {
          await options?.before?.()
          return drizzleUnit(payload, work, true)
        }),
      )
    },
  }
}

function mongoUnits(payload: Payload): AtomicUnits {
  return {
    run(work, options) {
      return withRetries(async () => {
        await options?.before?.()
        const req = await createLocalReq({}, payload)
        const callbacks: (() => void)[] = []
        committed.set(req, callbacks)
        await initTransaction(req)
        try {
          const value = await work(req)
          await commitAsSureAsMongoCan(payload, req)
          for (const callback of callbacks) callback()
          return value
        } catch (err) {
          await killTransaction(req)
          throw err
        }
      })
    },
  }
}

type MongoSession = { commitTransaction(): Promise<void>; endSession(): Promise<void> }

/**
 * Commits the unit's MongoDB transaction. When the server cannot say whether a commit took
 * effect (`UnknownTransactionCommitResult`: a failover or a lost connection during the commit),
 * the commit itself is tried again on the same session, as MongoDB's drivers advise; running the
 * whole unit again could store it twice. Still unknown after MAX_ATTEMPTS: 503, never a retry of
 * the unit. A `TransientTransactionError` at commit means nothing was committed, and the whole
 * unit is tried again (withRetries).
 */
async function commitAsSureAsMongoCan(payload: Payload, req: PayloadRequest) {
  const sessions = adapterInternals<{ sessions?: Record<string, MongoSession | undefined> }>(payload).sessions
  const session = typeof req.transactionID === 'string' ? sessions?.[req.transactionID] : undefined
  try {
    await commitTransaction(req)
  } catch (err) {
    if (!session || !hasErrorLabel(err, 'UnknownTransactionCommitResult')) throw err
    for (let round = 2; ; round++) {
      try {
        await session.commitTransaction()
        break
      } catch (again) {
        if (hasErrorLabel(again, 'UnknownTransactionCommitResult') && round < MAX_ATTEMPTS) continue
        await session.endSession().catch(() => undefined)
        if (hasErrorLabel(again, 'UnknownTransactionCommitResult'))
          throw new StorageUnavailable('MongoDB could not say whether a commit took effect')
        throw again
      }
    }
    await session.endSession().catch(() => undefined)
  }
}

/** Maps storage failures inside a unit to the contract's 503, whatever the adapter said. */
function guarded(units: AtomicUnits): AtomicUnits {
  return {
    async run(work, options) {
      try {
        return await units.run(work, options)
      } catch (err) {
        if (err instanceof HttpError || err instanceof StorageUnavailable) throw err
        if (isStorageFailure(err)) throw new StorageUnavailable(err instanceof Error ? err.message : String(err))
        throw err
      }
    },
  }
}

export function createAtomicUnits(payload: Payload, lock: WriteLock): AtomicUnits {
  const adapter = adapterName(payload)
  if (adapter === 'sqlite') return guarded(sqliteUnits(payload, lock))
  if (adapter === 'postgres') return guarded(postgresUnits(payload))
  return guarded(mongoUnits(payload))
}
