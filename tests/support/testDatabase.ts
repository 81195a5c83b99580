import path from 'node:path'
import { createClient, type InValue } from '@libsql/client'
import { databaseBytes } from './databaseBytes'
import { createDatabase, databaseNameFor, databaseUri, dropDatabase, queryDatabase } from './postgres'

/**
 * Which database the test servers run on: a temporary SQLite file (the default), or, with
 * `TEST_DATABASE=postgres`, a database of its own on the PostgreSQL server the Jest run started
 * (tests/support/postgresGlobal.ts sets TEST_POSTGRES_URL). Either way one per test folder:
 * every server a test starts on a folder shares its database, as they share a SQLite file.
 */
export const testsOnPostgres = () => process.env.TEST_DATABASE === 'postgres'

function postgresServerUrl(): string {
  const url = process.env.TEST_POSTGRES_URL
  if (!url)
    throw new Error(
      'TEST_DATABASE=postgres needs the PostgreSQL server of the Jest run (TEST_POSTGRES_URL), which its global setup starts',
    )
  return url
}

/** DATABASE_URI for the servers of the test folder `dir`. */
export function testDatabaseUri(dir: string): string {
  if (!testsOnPostgres()) return `file:${path.join(dir, 'test.db')}`
  return databaseUri(postgresServerUrl(), databaseNameFor(dir))
}

/** Makes the folder's database exist before a server starts on it (SQLite makes its file itself). */
export async function prepareTestDatabase(dir: string): Promise<void> {
  if (testsOnPostgres()) await createDatabase(postgresServerUrl(), databaseNameFor(dir))
}

/** Drops the folder's database once its servers have stopped (SQLite's goes with the folder). */
export async function removeTestDatabase(dir: string): Promise<void> {
  if (testsOnPostgres()) await dropDatabase(postgresServerUrl(), databaseNameFor(dir))
}

/**
 * Reads rows straight from the folder's database, as an operator would with sqlite3 or psql,
 * for what no endpoint shows (the mail queue's state). Plain SQL that both databases speak;
 * `?` placeholders on SQLite become `$1…` on PostgreSQL.
 */
export async function queryTestDatabase<T extends Record<string, unknown>>(
  dir: string,
  sql: string,
  values: InValue[] = [],
): Promise<T[]> {
  if (testsOnPostgres()) {
    let index = 0
    return queryDatabase<T>(
      testDatabaseUri(dir),
      sql.replace(/\?/g, () => `$${++index}`),
      values,
    )
  }
  const database = sqliteOf(dir)
  try {
    return (await database.execute({ sql, args: values })).rows as unknown as T[]
  } finally {
    database.close()
  }
}

/**
 * The folder's SQLite file through @libsql/client, the library the server itself uses: a second
 * SQLite library in the same process (node:sqlite) would drop the server's file locks when it
 * closed its own connection (POSIX locks belong to the process).
 */
const sqliteOf = (dir: string) => createClient({ url: `file:${path.join(dir, 'test.db')}` })

/**
 * Makes the folder's database refuse inserts into `table` whose new row matches `when` (SQL over
 * `NEW`, the same in both dialects), as a full disk or a killed process would stop a unit at that
 * write. Returns what puts it back.
 */
export async function refuseInserts(dir: string, table: string, when: string): Promise<() => Promise<void>> {
  if (testsOnPostgres()) {
    const uri = testDatabaseUri(dir)
    await queryDatabase(
      uri,
      `CREATE FUNCTION refuse_insert() RETURNS trigger LANGUAGE plpgsql AS $$
       BEGIN IF ${when} THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`,
    )
    await queryDatabase(
      uri,
      `CREATE TRIGGER refuse_insert BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION refuse_insert()`,
    )
    return async () => {
      await queryDatabase(uri, `DROP TRIGGER refuse_insert ON ${table}`)
      await queryDatabase(uri, 'DROP FUNCTION refuse_insert()')
    }
  }
  const database = sqliteOf(dir)
  await database.execute(
    `CREATE TRIGGER refuse_insert BEFORE INSERT ON ${table} WHEN ${when} BEGIN SELECT RAISE(ABORT, 'injected failure'); END`,
  )
  return async () => {
    try {
      await database.execute('DROP TRIGGER refuse_insert')
    } finally {
      database.close()
    }
  }
}

/**
 * Everything the folder's database holds, as text to search. SQLite: the bytes of all its files
 * as the server left them, no checkpoint of the test's own (tests/support/databaseBytes.ts), so
 * what was deleted or overwritten is looked for where a thief of the disk would look, the WAL
 * included. PostgreSQL keeps its files to itself (and keeps old row versions until VACUUM reuses
 * their space, docs/privacy.md): every row of every table, as the database answers it.
 */
export async function everythingStored(dir: string): Promise<string> {
  if (!testsOnPostgres()) return databaseBytes(dir)
  const uri = testDatabaseUri(dir)
  const tables = await queryDatabase<{ name: string }>(
    uri,
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
  )
  const rows = await Promise.all(
    tables.map(({ name }) =>
      queryDatabase<{ text: string | null }>(uri, `SELECT string_agg(t::text, E'\\n') AS text FROM "${name}" t`),
    ),
  )
  return rows
    .map((result) => result[0]?.text ?? '')
    .join('\n')
    .toLowerCase()
}
