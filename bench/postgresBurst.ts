import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, databaseUri, postgresMissing, queryDatabase, startPostgres } from '../tests/support/postgres'
import { firstRushes, type RushRound } from './firstRush'
import { BENCH_ADMIN, benchServerEnv, startProcess, startServer } from './processes'

/**
 * The first rush after a quiet spell beyond one machine, like for like (issue 53): two web
 * processes of the compiled server (SERVER_ROLE=web, with a worker that sends the mail and serves
 * no request) against two bare `node:http` + `pg` processes (bench/barePostgresServer.ts), each
 * side's 1,000 registrations split between its two processes in turn, on one real PostgreSQL
 * with its own durability defaults (fsync, synchronous_commit and full-page writes on), each side
 * on its own database of it. Both sides log a line per answer at `info` (ours as in production and
 * in every SQLite row; the bare ones with BARE_LOG). The same rounds as the SQLite rush
 * (bench/firstRush.ts): reads, quiet, rush.
 */
export interface PostgresBurst {
  rounds: RushRound[]
  /** The registered rows of each round's night, counted in the database. */
  stored: number[]
  /** The setup in words, for the table. */
  setup: string
}

const ports = { web1: 3341, web2: 3342, worker: 3343, bare1: 3344, bare2: 3345 }
/** Each bare process's pool: as many connections as one of our processes keeps (POSTGRES_POOL_SIZE, payload.config.ts). */
const BARE_POOL_SIZE = 10

/** The figures, or why they cannot be measured here (no PostgreSQL server binaries). */
export async function postgresBurst(
  eventBody: (round: number) => Record<string, unknown>,
  { rounds, quietMs }: { rounds: number; quietMs: number },
): Promise<PostgresBurst | { missing: string }> {
  const missing = postgresMissing()
  if (missing) return { missing }
  const postgres = await startPostgres({ durable: true })
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-bench-pg-'))
  const stopping: (() => Promise<void>)[] = []
  try {
    const uri = databaseUri(postgres.url, 'bench')
    await createDatabase(postgres.url, 'bench')
    await createDatabase(postgres.url, 'bare')
    // One site behind a proxy: both web processes answer for the first one's address.
    const site = `http://localhost:${ports.web1}`
    const start = async (role: 'web' | 'worker', port: number) => {
      const env = { ...benchServerEnv(dir, port), DATABASE_URI: uri, SERVER_ROLE: role, SERVER_URL: site }
      const server = await startServer(env, port)
      stopping.push(() => server.stop())
      return server
    }
    // The first applies the migrations; the others start on a ready database.
    const web1 = await start('web', ports.web1)
    const [web2] = await Promise.all([start('web', ports.web2), start('worker', ports.worker)])
    const startBare = async (port: number) => {
      const bare = await startProcess(
        'bench/barePostgresServer.ts',
        { BARE_DATABASE_URI: databaseUri(postgres.url, 'bare'), BARE_POOL_SIZE: String(BARE_POOL_SIZE), BARE_LOG: 'info' },
        port,
      )
      stopping.push(() => bare.stop())
      return bare
    }
    // One after the other: the first creates the tables.
    const bare1 = await startBare(ports.bare1)
    const bare2 = await startBare(ports.bare2)

    const headers = { 'Content-Type': 'application/json', Origin: site }
    const login = await fetch(`${web1.url}/api/login`, { method: 'POST', headers, body: JSON.stringify(BENCH_ADMIN) })
    const asMaster = { ...headers, Cookie: login.headers.getSetCookie()[0].split(';')[0] }
    const outbox = benchServerEnv(dir, ports.worker).OUTBOX_DIR
    const results = await firstRushes(
      {
        urls: [web1.url, web2.url],
        newNight: async (round) => {
          const created = await fetch(`${web1.url}/api/events`, {
            method: 'POST',
            headers: asMaster,
            body: JSON.stringify({ ...eventBody(round), maxAttendees: 100 }),
          })
          return ((await created.json()) as { id: number }).id
        },
        readPaths: ['/api/events'],
      },
      {
        urls: [bare1.url, bare2.url],
        newNight: async () => {
          const created = await fetch(`${bare1.url}/bench/events`, { method: 'POST', body: '{"maxAttendees":100}' })
          return ((await created.json()) as { id: number }).id
        },
        // The bare servers answer reads from memory only where they were given some: a 404 is as cheap.
        readPaths: ['/api/events'],
      },
      { rounds, quietMs, reads: 600, outbox, tag: 'pg' },
    )
    // The rows themselves, and the count the night keeps beside them: both must be 100.
    const stored: number[] = []
    for (const round of results) {
      const [{ rows, counted }] = await queryDatabase<{ rows: number; counted: number }>(
        uri,
        `SELECT (SELECT count(*)::int FROM attendees WHERE event_id = $1 AND status = 'registered') AS rows,
                (SELECT registration_count::int FROM events WHERE id = $1) AS counted`,
        [round.oursNight],
      )
      stored.push(rows === counted ? rows : -1)
    }
    return {
      rounds: results,
      stored,
      setup: `both sides two serving processes (ours also a worker that serves no request), pools of ${BARE_POOL_SIZE} each; PostgreSQL with fsync, synchronous_commit and full_page_writes on; both sides log a line per answer at info`,
    }
  } finally {
    await Promise.all(stopping.map((stop) => stop()))
    await postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
