import pg from 'pg'
import type { DatabaseAdapterObj } from 'payload'

/**
 * The connection pool Payload's PostgreSQL adapter makes (payload.config.ts hands it this class
 * as `pg.Pool`). The adapter checks one connection out as it connects and never gives it back,
 * so the pool's `end()` would wait for it forever and a stopped server would leave it open: it
 * is given back as the pool closes. A connection that breaks while idle (PostgreSQL restarted)
 * is an `error` event on the pool, which would end the process unheard; the pool drops that
 * connection and opens another when next needed, and the server logs it
 * (cms/db/postgresConnections.ts). One that breaks while checked out but between queries (a job's
 * transaction waiting on its own code when PostgreSQL ends its session) is an `error` event on
 * the connection itself, which pg leaves without a listener once the pool hands it out: every
 * connection keeps one, and the break reaches its holder as the next query's failure.
 */
export class PostgresPool extends pg.Pool {
  private held: pg.PoolClient | null = null

  constructor(options?: pg.PoolConfig) {
    super(options)
    this.once('acquire', (client: pg.PoolClient) => {
      this.held = client
    })
    this.on('release', (_err: Error | undefined, client: pg.PoolClient) => {
      if (client === this.held) this.held = null
    })
    this.on('error', () => undefined)
    this.on('connect', (client: pg.PoolClient) => client.on('error', () => undefined))
  }

  /** Gives back the adapter's own connection, then ends the pool once every other one is back. */
  async close(): Promise<void> {
    this.held?.release()
    this.held = null
    await this.end()
  }
}

/** `pg` as Payload's adapter takes it, with the pool above. */
export const pgWithPool: typeof pg = { ...pg, Pool: PostgresPool }

/** The advisory lock every process takes to apply migrations (any fixed number, the same everywhere). */
export const MIGRATION_LOCK = 4_301_943

type Migrating = { pool?: pg.Pool; migrate: (args?: unknown) => Promise<void> }

/**
 * Several processes starting at once on one database (two web processes and a worker) would each
 * apply the pending migrations, and all but one would fail on tables the first had just made.
 * Each takes PostgreSQL's advisory lock first, so they apply them one after another: the first
 * applies, the others find nothing left to do.
 */
export function oneMigratorAtATime(adapter: DatabaseAdapterObj): DatabaseAdapterObj {
  return {
    ...adapter,
    init: (args) => {
      const instance = adapter.init(args) as ReturnType<DatabaseAdapterObj['init']> & Migrating
      const migrate = instance.migrate.bind(instance)
      instance.migrate = async (options) => {
        if (!instance.pool) return migrate(options)
        const client = await instance.pool.connect()
        try {
          // However long another process's migrations take (the pool's lock_timeout is for requests).
          await client.query('SET lock_timeout = 0')
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
          return await migrate(options)
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
          await client.query('RESET lock_timeout').catch(() => undefined)
          client.release()
        }
      }
      return instance
    },
  }
}
