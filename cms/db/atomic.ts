import { randomUUID } from 'node:crypto'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload, type PayloadRequest } from 'payload'
import { HttpError } from '../lib/httpError'
import { StorageUnavailable, isStorageFailure } from './storageHealth'
import { WriteLock } from './writeLock'

/**
 * One atomic unit of work: everything `work` writes through the Local API or `payload.db`
 * with the given `req` persists together or not at all (a registration: its seat check, its
 * attendee row and its confirmation email row; a cancellation with its promotion). Used on
 * SQLite and MongoDB alike (docs/operations.md, "Atomic units").
 *
 * SQLite: a `BEGIN IMMEDIATE` transaction on its own connection (one of a few kept connections
 * beside the process's own, configured with the busy timeout: cms/db/sqliteConnections.ts and
 * cms/db/transactionConnections.ts). libsql runs statements synchronously, so a second writer
 * in this process would wait for the lock inside the event loop that the open transaction
 * needs: every write of the process therefore queues on one in-process lock while a unit is
 * open, and other processes wait on SQLite's busy timeout.
 *
 * MongoDB: a replica-set transaction. Write conflicts and other transient errors (the
 * `TransientTransactionError` / `UnknownTransactionCommitResult` labels, WriteConflict 112)
 * retry the whole unit a few times, then answer 503; never a 500.
 */
export const MAX_ATTEMPTS = 5

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
  else callback()
}

/** The retry rule for MongoDB transactions: labels and codes the server uses for "try again". */
export function isTransientTransactionError(err: unknown): boolean {
  const error = err as {
    errorLabels?: unknown
    errorLabelSet?: Set<string>
    code?: number
    codeName?: string
    hasErrorLabel?: (label: string) => boolean
    cause?: unknown
  } | null
  if (!error || typeof error !== 'object') return false
  if (typeof error.hasErrorLabel === 'function' && TRANSIENT_LABELS.some((label) => error.hasErrorLabel!(label))) return true
  const labels = Array.isArray(error.errorLabels) ? error.errorLabels : error.errorLabelSet ? [...error.errorLabelSet] : []
  if (labels.some((label) => TRANSIENT_LABELS.includes(String(label)))) return true
  if (error.code === 112 || error.codeName === 'WriteConflict') return true
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

function sqliteUnits(payload: Payload, lock: WriteLock): AtomicUnits {
  const adapter = payload.db as unknown as DrizzleAdapter
  return {
    async run(work, options) {
      return lock.run(async () => {
        await options?.before?.()
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
          const req = await createLocalReq({}, payload)
          req.transactionID = id
          committed.set(req, callbacks)
          try {
            const value = await work(req)
            if (aborted) throw new Error('an operation inside the atomic unit failed')
            return value
          } finally {
            delete adapter.sessions[id]
          }
        })
        // The transaction has committed (drizzle resolved): what waited for it runs now.
        for (const callback of callbacks) callback()
        return result
      })
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
          await commitTransaction(req)
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
  const sqlite = (payload.db as unknown as { name?: string }).name === 'sqlite'
  return guarded(sqlite ? sqliteUnits(payload, lock) : mongoUnits(payload))
}
