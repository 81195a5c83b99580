import { postgresMissing, startPostgres, type PostgresServer } from './postgres'

/**
 * The `server-postgres` project's global setup and teardown (jest.config.js), which Jest runs
 * only when a test of that project runs: one PostgreSQL server serves the whole run, and every
 * test server makes a database of its own on it (tests/support/testDatabase.ts), which is much
 * faster than a server per file. A server named by TEST_POSTGRES_URL is used instead.
 */
const running = globalThis as { testPostgres?: PostgresServer }

export async function setup() {
  if (process.env.TEST_POSTGRES_URL) return
  const missing = postgresMissing()
  if (missing) throw new Error(`The server-postgres project needs a PostgreSQL server: ${missing}`)
  running.testPostgres = await startPostgres()
  // Jest's workers start after this and inherit the environment.
  process.env.TEST_POSTGRES_URL = running.testPostgres.url
}

export async function teardown() {
  await running.testPostgres?.stop()
  delete running.testPostgres
}
