import { adapterInternals } from './adapterInternals'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { PostgresPool } from '../../config/postgres'

/** What the server does with PostgreSQL's connections: nothing on the other databases. */
export interface DatabaseConnections {
  /** After Payload has let go of the database: the pool's connections are closed. */
  close(): Promise<void>
}

/**
 * On PostgreSQL: a connection lost while idle is logged (the pool replaces it when next
 * needed), and stopping closes every connection of the pool (config/postgres.ts), so a
 * stopped server holds nothing open on the database.
 */
export function watchPostgresConnections(payload: Payload, logger: Logger): DatabaseConnections {
  const adapter = adapterInternals<{ name: string; pool?: PostgresPool }>(payload)
  const pool = adapter.pool
  if (adapter.name !== 'postgres' || !pool) return { close: () => Promise.resolve() }
  // Only what was said: pg's error carries the whole connection with it.
  pool.on('error', (err: Error & { code?: string }) =>
    logger.warn(
      { err: { message: err.message, code: err.code } },
      'a PostgreSQL connection was lost while idle; the pool opens another',
    ),
  )
  return { close: () => pool.close() }
}
