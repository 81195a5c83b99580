import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describeNeeding } from './unavailable'
import { createDatabase, databaseNameFor, databaseUri, postgresMissing, startPostgres, type PostgresServer } from './postgres'

/**
 * What a test file on PostgreSQL shares: its `describe`, which skips the file's tests (counted as
 * skipped) and prints why when the server binaries are missing (under CI=true, fails instead:
 * tests/support/missingTools.ts), and a server: the Jest run's own
 * when it has one (TEST_POSTGRES_URL, tests/support/postgresGlobal.ts), else one of the file's own.
 */
export const describeOnPostgres = describeNeeding(postgresMissing(), 'the PostgreSQL tests')

export async function postgresForFile(): Promise<PostgresServer> {
  const shared = process.env.TEST_POSTGRES_URL
  if (shared) return { url: shared, stop: () => Promise.resolve() }
  return startPostgres()
}

/** A folder and a new database of its own on `server`, for the processes of one test. */
export async function freshDatabase(server: PostgresServer, prefix: string): Promise<{ dir: string; uri: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  const name = databaseNameFor(dir)
  await createDatabase(server.url, name)
  return { dir, uri: databaseUri(server.url, name) }
}
