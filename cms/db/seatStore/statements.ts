import { createHash } from 'node:crypto'

/**
 * Statements drizzle prepared once on Payload's own instance (`payload.db.drizzle`): the SQL is
 * built once, by drizzle, from the tables Payload generated, and never again. A prepared
 * statement belongs to the connection it was prepared on (the pool, or libsql's own connection),
 * so inside an atomic unit (cms/db/atomic.ts) each one is handed to the unit's transaction,
 * through the transaction session's own `prepareQuery`, with the same built query, fields and
 * result mapping: the statement then runs on the unit's connection and inside its transaction,
 * as Payload's own operations do through `req`. Handing over copies a few references; nothing is
 * built again.
 *
 * On PostgreSQL each statement is also named (by a hash of its text), so every pooled connection
 * parses and plans it once and runs it by name after that.
 */
export interface Statement {
  /** The rows it answers (a select, or a write with RETURNING), mapped by drizzle's column types. */
  all<T>(values: Record<string, unknown>, session?: UnitSession): Promise<T[]>
  /** A write that answers nothing. */
  run(values: Record<string, unknown>, session?: UnitSession): Promise<void>
}

/** The drizzle session of a unit's transaction (the `session` of the `tx` Payload keeps in `sessions`). */
export type UnitSession = object

type Query = { sql: string; params: unknown[] }

/** What drizzle's prepared queries carry, for both dialects (drizzle-orm's sqlite-core and pg-core sessions). */
interface PreparedQuery {
  getQuery(): Query
  fields?: unknown
  customResultMapper?: unknown
  joinsNotNullableMap?: unknown
  isResponseInArrayMode(): boolean
}
interface SqlitePrepared extends PreparedQuery {
  executeMethod: string
  all(values: Record<string, unknown>): Promise<unknown[]>
  run(values: Record<string, unknown>): Promise<unknown>
}
interface PostgresPrepared extends PreparedQuery {
  rawQueryConfig: { name?: string }
  execute(values: Record<string, unknown>): Promise<unknown>
}
interface Session<P> {
  prepareQuery(query: Query, fields: unknown, methodOrName: string | undefined, arrayMode: boolean, mapper: unknown): P
}

/** A builder of drizzle's (a select, insert or update on Payload's tables) ready to prepare. */
export interface Preparable {
  prepare(name?: string): unknown
  toSQL(): Query
}

/** The same prepared query, on another session (the unit's transaction). */
function handOver<P extends PreparedQuery>(prepared: P, session: Session<P>, methodOrName: string | undefined): P {
  const bound = session.prepareQuery(
    prepared.getQuery(),
    prepared.fields,
    methodOrName,
    prepared.isResponseInArrayMode(),
    prepared.customResultMapper,
  )
  bound.joinsNotNullableMap = prepared.joinsNotNullableMap
  return bound
}

function sqliteStatement(builder: Preparable): Statement {
  const prepared = builder.prepare() as SqlitePrepared
  const on = (session?: UnitSession) =>
    session ? handOver(prepared, session as Session<SqlitePrepared>, prepared.executeMethod) : prepared
  return {
    all: async <T>(values: Record<string, unknown>, session?: UnitSession) => (await on(session).all(values)) as T[],
    run: async (values, session) => {
      await on(session).run(values)
    },
  }
}

function postgresStatement(builder: Preparable): Statement {
  const name = `seat_store_${createHash('sha256').update(builder.toSQL().sql).digest('hex').slice(0, 24)}`
  const prepared = builder.prepare(name) as PostgresPrepared
  const on = (session?: UnitSession) => (session ? handOver(prepared, session as Session<PostgresPrepared>, name) : prepared)
  return {
    all: async <T>(values: Record<string, unknown>, session?: UnitSession) => (await on(session).execute(values)) as T[],
    run: async (values, session) => {
      await on(session).execute(values)
    },
  }
}

/** Prepares `builder` once for the adapter's dialect. */
export const prepareStatement = (dialect: 'sqlite' | 'postgres', builder: Preparable): Statement =>
  dialect === 'sqlite' ? sqliteStatement(builder) : postgresStatement(builder)
