import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createDatabase, databaseUri, postgresMissing, queryDatabase, startPostgres } from '../tests/support/postgres'
import { mailSettled, median, registrationBurst, type BurstResult } from './burst'
import { BENCH_ADMIN, benchServerEnv, startProcess, startServer } from './processes'

/**
 * Issue 43's burst beyond one machine: the compiled server as two web processes and a worker
 * (SERVER_ROLE) on one real PostgreSQL (tests/support/postgres.ts starts it), 1,000 registrations
 * for a 100-seat night split between the web processes in turn, beside a bare `node:http` + `pg`
 * server running the same transaction on its own database of the same PostgreSQL
 * (bench/barePostgresServer.ts). Three rounds alternating who goes first, each once the previous
 * one's mail has gone out; the median p99 of each is compared.
 */
export interface PostgresBurst {
  rounds: { ours: BurstResult; bare: BurstResult; stored: number; counted: number }[]
  oursP99: number
  bareP99: number
  oursP50: number
  bareP50: number
}

const ports = { web1: 3341, web2: 3342, worker: 3343, bare: 3344 }
/** The bare server's pool: as many connections as one of our processes keeps (POSTGRES_POOL_SIZE, payload.config.ts, which the bench does not load). */
const BARE_POOL_SIZE = 10

/** The figures, or why they cannot be measured here (no PostgreSQL server binaries). */
export async function postgresBurst(
  eventBody: (round: number) => Record<string, unknown>,
): Promise<PostgresBurst | { missing: string }> {
  const missing = postgresMissing()
  if (missing) return { missing }
  const postgres = await startPostgres()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-bench-pg-'))
  const stopping: (() => Promise<void>)[] = []
  try {
    const uri = databaseUri(postgres.url, 'bench')
    await createDatabase(postgres.url, 'bench')
    await createDatabase(postgres.url, 'bare')
    // One site behind a proxy: both web processes answer for the first one's address.
    const site = `http://localhost:${ports.web1}`
    const start = async (role: 'web' | 'worker', port: number) => {
      const env = { ...benchServerEnv(dir, port, 'warn'), DATABASE_URI: uri, SERVER_ROLE: role, SERVER_URL: site }
      const server = await startServer(env, port)
      stopping.push(() => server.stop())
      return server
    }
    // The first applies the migrations; the others start on a ready database.
    const web1 = await start('web', ports.web1)
    const [web2] = await Promise.all([start('web', ports.web2), start('worker', ports.worker)])
    const bare = await startProcess(
      'bench/barePostgresServer.ts',
      { BARE_DATABASE_URI: databaseUri(postgres.url, 'bare'), BARE_POOL_SIZE: String(BARE_POOL_SIZE) },
      ports.bare,
    )
    stopping.push(() => bare.stop())

    const headers = { 'Content-Type': 'application/json', Origin: site }
    const login = await fetch(`${web1.url}/api/login`, { method: 'POST', headers, body: JSON.stringify(BENCH_ADMIN) })
    const asMaster = { ...headers, Cookie: login.headers.getSetCookie()[0].split(';')[0] }
    const outbox = benchServerEnv(dir, ports.worker).OUTBOX_DIR
    const rounds: PostgresBurst['rounds'] = []
    for (let round = 0; round < 3; round++) {
      const created = await fetch(`${web1.url}/api/events`, {
        method: 'POST',
        headers: asMaster,
        body: JSON.stringify({ ...eventBody(round), maxAttendees: 100 }),
      })
      const night = ((await created.json()) as { id: number }).id
      const bareCreated = await fetch(`${bare.url}/bench/events`, { method: 'POST', body: '{"maxAttendees":100}' })
      const bareNight = ((await bareCreated.json()) as { id: number }).id
      const results: Record<string, BurstResult> = {}
      for (const who of round % 2 === 0 ? ['ours', 'bare'] : ['bare', 'ours']) {
        await mailSettled(outbox)
        results[who] =
          who === 'ours'
            ? await registrationBurst([web1.url, web2.url], night, `pg${round}`)
            : await registrationBurst(bare.url, bareNight, `pg${round}`)
      }
      // The rows themselves, and the count the night keeps beside them.
      const [{ stored, counted }] = await queryDatabase<{ stored: number; counted: number }>(
        uri,
        `SELECT (SELECT count(*)::int FROM attendees WHERE event_id = $1 AND status = 'registered') AS stored,
                (SELECT registration_count::int FROM events WHERE id = $1) AS counted`,
        [night],
      )
      rounds.push({ ours: results.ours, bare: results.bare, stored, counted })
    }
    await mailSettled(outbox)
    return {
      rounds,
      oursP99: median(rounds.map((round) => round.ours.p99)),
      bareP99: median(rounds.map((round) => round.bare.p99)),
      oursP50: median(rounds.map((round) => round.ours.p50)),
      bareP50: median(rounds.map((round) => round.bare.p50)),
    }
  } finally {
    await Promise.all(stopping.map((stop) => stop()))
    await postgres.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
