import { createRequire } from 'node:module'
import { Sqlite3Transaction } from '@libsql/client/sqlite3'
import type Libsql from 'libsql'

/**
 * libsql's client hands its own connection to each transaction and opens a new one for itself
 * (cms/db/atomic.ts). A connection handed over lives on, with its parsed schema and page cache,
 * until the garbage collector has finalized every statement prepared on it: under a rush of
 * registrations (one transaction each) a hundred of them waited at once, tens of megabytes
 * outside the JS heap, and every unit paid for opening and configuring a fresh connection
 * (docs/benchmarks.md, "Issue 28, fifth pass"). Transactions here take a connection from a
 * small pool of kept ones instead: each is opened and configured once and given back when its
 * transaction commits (closed after a rollback), and the client's own connection stays its own.
 *
 * `libsql` is the module @libsql/client itself loads (one CommonJS instance), and the
 * transaction is the client's own class, so drizzle sees exactly what the client would give it.
 */
export type Connection = Libsql.Database
interface TransactionLike {
  commit: () => Promise<void>
  rollback: () => Promise<void>
  close: () => void
}
type TransactionMode = 'write' | 'read' | 'deferred'

const Database = createRequire(import.meta.url)('libsql') as typeof Libsql

/** What @libsql/client begins for each mode (@libsql/core's transactionModeToBegin). */
const BEGIN: Record<TransactionMode, string> = {
  write: 'BEGIN IMMEDIATE',
  read: 'BEGIN TRANSACTION READONLY',
  deferred: 'BEGIN DEFERRED',
}

/** Connections kept idle; units take one at a time (the write lock), so a second is rare. */
const KEPT = 2

export interface TransactionPool {
  /** `client.transaction`: BEGIN on a kept connection, given back to the pool when it commits. */
  begin(mode?: string): Promise<unknown>
  /** Closes the idle connections, so the next transaction opens the file afresh (a healed disk). */
  drain(): void
}

/**
 * A pool over the database file at `path`; `configure` runs once on each new connection (the
 * busy timeout and other settings db-sqlite gives only its first one).
 */
export function transactionPool(path: string, configure: (connection: Connection) => void): TransactionPool {
  const idle: Connection[] = []
  const open = () => {
    const connection = new Database(path, {})
    configure(connection)
    return connection
  }
  const shut = (connection: Connection) => {
    if (connection.open) connection.close()
  }
  /** After a commit: kept for the next transaction, or closed when enough are kept. */
  const giveBack = (connection: Connection) => {
    if (idle.length < KEPT) idle.push(connection)
    else connection.close()
  }
  /** BEGIN on a kept connection (or a new one), as the client's own transaction object. */
  const start = (mode: string) => {
    const begin = BEGIN[mode as TransactionMode]
    if (!begin) throw new RangeError(`Unknown transaction mode ${mode}`)
    const connection = idle.pop() ?? open()
    try {
      connection.exec(begin)
    } catch (err) {
      shut(connection)
      throw err
    }
    // Integers as numbers, as the adapter's client is configured (its default intMode).
    const transaction: TransactionLike = new Sqlite3Transaction(connection, 'number')
    // drizzle ends a transaction with commit or rollback and never closes it. A commit gives
    // the connection back; a rollback or a failed commit closes it (it may have met a full or
    // read-only disk), and a rollback once it is closed has nothing left to undo.
    const commit = transaction.commit.bind(transaction)
    transaction.commit = () =>
      commit().then(
        () => giveBack(connection),
        (err: unknown) => {
          shut(connection)
          throw err
        },
      )
    const rollback = transaction.rollback.bind(transaction)
    // SQLite may have rolled back by itself (a full disk): then there is nothing left to undo.
    transaction.rollback = () =>
      (connection.open && connection.inTransaction ? rollback() : Promise.resolve()).finally(() => shut(connection))
    transaction.close = () => shut(connection)
    return transaction
  }
  return {
    begin: (mode = 'write') => new Promise((resolve) => resolve(start(mode))),
    drain() {
      for (const connection of idle.splice(0)) connection.close()
    },
  }
}
