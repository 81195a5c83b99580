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
/** What the client asks of a statement besides running it (libsql's Statement). */
interface KeptStatement {
  columns: (this: KeptStatement) => unknown[]
  raw: (this: KeptStatement, toggle?: boolean) => unknown
}
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

/**
 * A kept statement answers its columns, and whether it returns rows at all, from what it said
 * the first time: the client asks both at every run (twice for the columns, each time a new
 * array of objects from the native side, a tenth of a registration's database time in a
 * rush's profile; and by a thrown error for a statement that returns no rows). A statement's
 * SQL text names its columns (drizzle lists them), so they are the same at every run.
 */
function rememberShape(statement: Statement): Statement {
  const { columns, raw } = statement as KeptStatement
  let known: unknown[] | undefined
  let notReader: Error | undefined
  return Object.assign(statement, {
    columns(this: KeptStatement) {
      return (known ??= columns.call(this))
    },
    raw(this: KeptStatement, toggle?: boolean) {
      if (notReader && toggle !== false) throw notReader
      try {
        return raw.call(this, toggle)
      } catch (err) {
        notReader = err as Error
        throw err
      }
    },
  })
}

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
    const statement = rememberShape(prepare.call(this, sql))
    statements.set(sql, statement)
    if (statements.size > STATEMENTS_PER_CONNECTION) statements.delete(statements.keys().next().value!)
    return statement
  }
  Database.prototype.close = function (this: object) {
    kept.delete(this)
    close.call(this)
  }
}
