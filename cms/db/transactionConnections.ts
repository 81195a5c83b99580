import { createRequire } from 'node:module'

/**
 * libsql's client hands its connection to each transaction and opens a new one for itself
 * (cms/db/atomic.ts), but never closes the one it handed over: the connection, with its page
 * cache and prepared statements, lives on until the garbage collector finds its small JS
 * wrapper. Under a rush of registrations (one transaction each) a hundred of them stayed open
 * at once and the server's memory grew by hundreds of megabytes outside the JS heap
 * (docs/benchmarks.md, "Memory"). This closes each transaction's connection once the
 * transaction is over.
 *
 * The client keeps the connection private, so it is recognised as the one that prepares a
 * statement run just before the transaction begins (both calls run synchronously, with nothing
 * in between). `libsql` is the module @libsql/client itself loads (one CommonJS instance).
 */
interface Connection {
  open: boolean
  close: () => void
  prepare: (this: Connection, sql: string) => unknown
}
interface LibsqlDatabaseClass {
  prototype: Connection
}
interface TransactionLike {
  commit: () => Promise<void>
  rollback: () => Promise<void>
  close: () => void
}
export interface TransactionClient {
  execute(sql: string): Promise<unknown>
  transaction(mode?: string): Promise<unknown>
}

const Database = createRequire(import.meta.url)('libsql') as LibsqlDatabaseClass

/** The connection the client would use for its next statement (opening it if it has none). */
function currentConnection(client: TransactionClient): Connection | null {
  const seen: Connection[] = []
  const prepare = Database.prototype.prepare
  Database.prototype.prepare = function (this: Connection, sql: string) {
    seen.push(this)
    return prepare.call(this, sql)
  }
  try {
    // The statement runs synchronously inside execute(); its promise only reports it.
    void client.execute('SELECT 1').catch(() => undefined)
  } finally {
    Database.prototype.prepare = prepare
  }
  return seen[0] ?? null
}

/** `client.transaction` whose connection is closed once the transaction commits, rolls back or is closed. */
export function closingTransactions(client: TransactionClient, begin: (mode?: string) => Promise<unknown>) {
  return (mode?: string) => {
    const connection = currentConnection(client)
    return begin(mode).then((tx) => {
      const transaction = tx as TransactionLike
      const release = () => {
        if (connection?.open) connection.close()
      }
      // drizzle ends a transaction with commit or rollback and never closes it; either ends the connection here.
      for (const end of ['commit', 'rollback'] as const) {
        const original = transaction[end].bind(transaction)
        transaction[end] = () => original().finally(release)
      }
      const close = transaction.close.bind(transaction)
      transaction.close = () => {
        close()
        release()
      }
      return tx
    })
  }
}
