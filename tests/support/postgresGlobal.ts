import { postgresMissing, startPostgres, type PostgresServer } from './postgres'

/**
 * Jest's global setup and teardown (jest.config.js). With `TEST_DATABASE=postgres` (the /api
 * suite's PostgreSQL step of `npm test`, scripts/test.ts) one PostgreSQL server serves the whole
 * run: every test server makes a database of its own on it (tests/support/testDatabase.ts),
 * which is much faster than a server per file. Otherwise nothing happens.
 */
const running = globalThis as { testPostgres?: PostgresServer }

export async function setup() {
  if (process.env.TEST_DATABASE !== 'postgres' || process.env.TEST_POSTGRES_URL) return
  const missing = postgresMissing()
  if (missing) throw new Error(`TEST_DATABASE=postgres: ${missing}`)
  running.testPostgres = await startPostgres()
  // Jest's workers start after this and inherit the environment.
  process.env.TEST_POSTGRES_URL = running.testPostgres.url
}

export async function teardown() {
  await running.testPostgres?.stop()
  delete running.testPostgres
}
