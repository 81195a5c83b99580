import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import pg from 'pg'
import { freePort } from './ports'

/**
 * A real PostgreSQL server for the tests, started by the tests themselves from Debian's server
 * binaries (`apt-get install postgresql`; .ci/run installs it): `initdb` and `pg_ctl` in a
 * temporary folder, as the `postgres` user when the tests run as root (PostgreSQL refuses to
 * run as root), on a free port on loopback, its socket in that folder, `fsync` off (a test
 * database need not survive a power cut), removed again by `stop()`.
 */
export interface PostgresServer {
  /** The server's own `postgres` database; tests make their own beside it (databaseUri). */
  url: string
  stop(): Promise<void>
}

/** The newest Debian PostgreSQL whose server binaries are installed, or POSTGRES_BIN. */
export function postgresBinaries(): string | null {
  if (process.env.POSTGRES_BIN)
    return fs.existsSync(path.join(process.env.POSTGRES_BIN, 'pg_ctl')) ? process.env.POSTGRES_BIN : null
  const root = '/usr/lib/postgresql'
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((name) => /^\d+$/.test(name)) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a)).find((v) => fs.existsSync(path.join(root, v, 'bin', 'pg_ctl')))
  return newest ? path.join(root, newest, 'bin') : null
}

/** Why the PostgreSQL tests cannot run here, or null when they can. */
export function postgresMissing(): string | null {
  if (postgresBinaries()) return null
  if (process.env.POSTGRES_BIN) return `POSTGRES_BIN=${process.env.POSTGRES_BIN} holds no PostgreSQL server binaries (pg_ctl)`
  return 'PostgreSQL server binaries not found in /usr/lib/postgresql/*/bin (apt-get install -y postgresql; .ci/run installs it)'
}

const asRoot = () => process.getuid?.() === 0

/** Runs a PostgreSQL binary as the user that owns the data (postgres, when we are root). */
function runAsOwner(binary: string, args: string[]) {
  const [command, commandArgs] = asRoot() ? ['runuser', ['-u', 'postgres', '--', binary, ...args]] : [binary, args]
  execFileSync(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'], timeout: 60_000 })
}

/**
 * `durable` keeps PostgreSQL's own defaults for writing to disk (fsync, synchronous_commit and
 * full-page writes on), as a production server runs: the bench's PostgreSQL rush uses it; tests
 * do not need it.
 */
export async function startPostgres({ durable = false }: { durable?: boolean } = {}): Promise<PostgresServer> {
  const bin = postgresBinaries()
  if (!bin) throw new Error(postgresMissing()!)
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-pg-'))
  if (asRoot()) execFileSync('chown', ['postgres:', dir])
  const data = path.join(dir, 'data')
  const port = await freePort()
  try {
    runAsOwner(path.join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--no-sync',
      '--no-instructions',
    ])
    const settings = [
      `-p ${port}`,
      `-k ${dir}`,
      '-c listen_addresses=127.0.0.1',
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      // Two web processes, a worker and the test's own servers each keep a pool.
      '-c max_connections=300',
      '-c shared_buffers=64MB',
    ]
    runAsOwner(path.join(bin, 'pg_ctl'), [
      'start',
      '-D',
      data,
      '-w',
      '-t',
      '60',
      '-l',
      path.join(dir, 'server.log'),
      '-o',
      settings.join(' '),
    ])
  } catch (err) {
    const log = path.join(dir, 'server.log')
    const detail = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''
    fs.rmSync(dir, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start: ${(err as Error).message}\n${detail}`)
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        runAsOwner(path.join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'immediate', '-w'])
      } finally {
        fs.rmSync(dir, { recursive: true, force: true })
      }
      return Promise.resolve()
    },
  }
}

/** The address of a database on the same server as `serverUrl`. */
export function databaseUri(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${database}`
  return url.toString()
}

/** One database per test folder: every server a test starts on that folder shares it, as they share a SQLite file. */
export const databaseNameFor = (dir: string) => `t_${createHash('sha256').update(dir).digest('hex').slice(0, 20)}`

/** Creates the database unless it is there already (two servers of one test may ask at once). */
export async function createDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${database}"`)
  } catch (err) {
    // 42P04 duplicate_database: another server of the same test made it first.
    if ((err as { code?: string }).code !== '42P04') throw err
  } finally {
    await client.end()
  }
}

/** Drops a test's database once its servers have stopped (whatever connections are left go with it). */
export async function dropDatabase(serverUrl: string, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)
  } finally {
    await client.end()
  }
}

/** Runs one query on a database (a test reading rows the way an operator would with psql). */
export async function queryDatabase<T extends Record<string, unknown>>(uri: string, text: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: uri })
  await client.connect()
  try {
    return (await client.query<T>(text, values)).rows
  } finally {
    await client.end()
  }
}

/** How many sessions of the database at `uri` wait for a lock another session holds (a race made to stop mid-way). */
export async function sessionsWaitingForLocks(uri: string): Promise<number> {
  const [row] = await queryDatabase<{ n: number }>(
    uri,
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  )
  return row.n
}

/**
 * Another unit caught mid-way: a session of the database at `uri` runs `statements` in a
 * transaction (its writes done, not yet committed), `act` starts, and once `act` waits for a lock
 * that session holds, the session commits. Returns what `act` answered.
 */
export async function actWhileUncommitted<T>(
  uri: string,
  statements: [text: string, values: unknown[]][],
  act: () => Promise<T>,
): Promise<T> {
  const other = new pg.Client({ connectionString: uri })
  await other.connect()
  try {
    await other.query('BEGIN')
    for (const [text, values] of statements) await other.query(text, values)
    const acting = act()
    const deadline = Date.now() + 10_000
    while ((await sessionsWaitingForLocks(uri)) < 1) {
      if (Date.now() > deadline) throw new Error('the action never waited for the uncommitted unit')
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    await other.query('COMMIT')
    return await acting
  } finally {
    await other.end()
  }
}
