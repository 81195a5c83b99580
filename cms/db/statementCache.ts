import { createRequire } from 'node:module'

/**
 * @libsql/client prepares a new statement for every query it runs and lets it go, and SQLite's
 * compiled statement (kilobytes of C memory each) is freed only when the garbage collector
 * finalizes its small JS wrapper, which it is in no hurry to do: a rush of a thousand
 * registrations left thousands waiting, and compiling them was 7% of the rush's time
 * (docs/benchmarks.md, "Issue 28, fifth pass"). Each connection here keeps the statements it
 * compiled, by their SQL text, and hands the same one back when the same query runs again
 * (drizzle writes the same text for the same query, with the values as parameters).
 *
 * Reusing a statement is safe because the client runs each one to its end synchronously
 * (prepare, bind, step through every row) before it returns: no two uses ever overlap.
 * `libsql` is the module @libsql/client itself loads (one CommonJS instance).
 */
/** A compiled statement; the client alone uses it. */
type Statement = object
interface LibsqlDatabase {
  prototype: {
    prepare: (this: object, sql: string) => Statement
    close: (this: object) => void
  }
}

/** Statements one connection keeps; the oldest is let go when a new one would pass it. */
const STATEMENTS_PER_CONNECTION = 200

const Database = createRequire(import.meta.url)('libsql') as LibsqlDatabase
const kept = new WeakMap<object, Map<string, Statement>>()
let installed = false

/** Makes every libsql connection of this process keep and reuse its statements. */
export function keepStatements() {
  if (installed) return
  installed = true
  const { prepare, close } = Database.prototype
  Database.prototype.prepare = function (this: object, sql: string) {
    let statements = kept.get(this)
    if (!statements) kept.set(this, (statements = new Map<string, Statement>()))
    const known = statements.get(sql)
    if (known) {
      // The most recently used goes last, so the first is the one to let go.
      statements.delete(sql)
      statements.set(sql, known)
      return known
    }
    const statement = prepare.call(this, sql)
    statements.set(sql, statement)
    if (statements.size > STATEMENTS_PER_CONNECTION) statements.delete(statements.keys().next().value!)
    return statement
  }
  Database.prototype.close = function (this: object) {
    kept.delete(this)
    close.call(this)
  }
}
