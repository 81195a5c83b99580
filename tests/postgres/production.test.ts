import fs from 'node:fs'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { buildConfig, getPayload } from 'payload'
import { Client } from '../support/client'
import { attendee, createEvent } from '../support/actors'
import { startChildServer, type ChildServer } from '../support/childServer'
import { operatorScript } from '../support/operatorScripts'
import { waitFor } from '../support/waiting'
import { ADMIN } from '../support/testServer'
import { queryDatabase, type PostgresServer } from '../support/postgres'
import { describeOnPostgres, freshDatabase, postgresForFile } from '../support/postgresSuite'
import { createPayloadConfig } from '../../payload.config'
import { PostgresPool } from '../../config/postgres'
import { loadEnv } from '../../config/env'
import type { DrizzleKitAdapter } from '../support/drizzleKit'

/**
 * PostgreSQL in production (docs/operations.md, "PostgreSQL"): the committed migrations in
 * migrations-postgres/ match the collections and are applied at start, by several processes
 * starting at once; what only SQLite has (the database file's marker, `npm run backup`) stays
 * out of the way; readiness is PostgreSQL's.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const production = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a-production-secret-for-postgres-0123456789',
  DATABASE_ID_TYPE: 'number',
  LOG_LEVEL: 'warn',
}
let postgres: PostgresServer
const folders: string[] = []
beforeAll(async () => {
  postgres = await postgresForFile()
}, 60_000)
afterAll(async () => {
  await postgres?.stop()
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

describeOnPostgres('PostgreSQL in production', () => {
  it('the committed migrations match the collections (a schema change without a migration fails here)', async () => {
    const { dir, uri } = await freshDatabase(postgres, 'mpn-pg-schema-')
    folders.push(dir)
    const env = loadEnv({ NODE_ENV: 'test', DATABASE_URI: uri, DATABASE_ID_TYPE: 'number', SERVER_URL: 'http://localhost:3000' })
    const payload = await getPayload({ config: await buildConfig(await createPayloadConfig(env)), key: dir })
    try {
      const db = payload.db as unknown as DrizzleKitAdapter & { pool: { close(): Promise<void> } }
      const kit = db.requireDrizzleKit()
      const folder = path.join(rootDir, 'migrations-postgres')
      const latest = fs
        .readdirSync(folder)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .at(-1)!
      const committed: unknown = JSON.parse(fs.readFileSync(path.join(folder, latest), 'utf8'))
      expect(await kit.generateMigration(committed, await kit.generateDrizzleJson(db.schema))).toEqual([])
    } finally {
      await payload.destroy()
      await (payload.db as unknown as { pool: { close(): Promise<void> } }).pool.close()
    }
  })

  it('three processes starting at once apply the migrations once, serve, and leave SQLite’s machinery alone', async () => {
    const { dir, uri } = await freshDatabase(postgres, 'mpn-pg-prod-')
    folders.push(dir)
    const servers: ChildServer[] = await Promise.all(
      (['web', 'web', 'worker'] as const).map((role) =>
        startChildServer(dir, { ...production, DATABASE_URI: uri, SERVER_ROLE: role }),
      ),
    )
    try {
      const applied = await queryDatabase<{ name: string; batch: number | string }>(
        uri,
        'SELECT name, batch FROM payload_migrations',
      )
      const committed = fs
        .readdirSync(path.join(rootDir, 'migrations-postgres'))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.replace(/\.json$/, ''))
      expect(applied.map((row) => row.name).sort()).toEqual(committed.sort())
      expect(applied.map((row) => Number(row.batch))).toEqual(applied.map(() => 1))
      // One master admin, whichever process made it.
      const admins = await queryDatabase<{ n: string }>(uri, `SELECT count(*) AS n FROM users WHERE role = 'MASTER_ADMIN'`)
      expect(Number(admins[0].n)).toBe(1)

      for (const server of servers) {
        const ready = await fetch(`${server.url}/api/ready`)
        expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }])
      }
      const master = new Client(servers[1].url)
      expect((await master.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200)
      const event = await createEvent(master, { maxAttendees: 5 })
      expect((await new Client(servers[0].url).post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)

      // SQLite's file marker is not written for PostgreSQL, and its backup points elsewhere.
      expect(fs.readdirSync(dir).filter((name) => name.endsWith('.marker'))).toEqual([])
      const backup = spawnSync(process.execPath, [...operatorScript('backup'), path.join(dir, 'backup')], {
        cwd: rootDir,
        env: { ...process.env, DATABASE_URI: uri },
        encoding: 'utf8',
        timeout: 60_000,
      })
      expect(backup.status).toBe(1)
      expect(backup.stderr).toContain('DATABASE_URI is PostgreSQL: back it up with pg_dump')
    } finally {
      await Promise.all(servers.map((server) => server.stop()))
    }
  }, 180_000)

  it('a connection PostgreSQL ends while it is checked out between queries fails its next query, and the process goes on', async () => {
    const pool = new PostgresPool({ connectionString: postgres.url, max: 2 })
    try {
      const held = await pool.connect()
      const pid = (await held.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid
      const broken = new Promise((resolve) => held.once('end', resolve))
      await queryDatabase(postgres.url, 'SELECT pg_terminate_backend($1)', [pid])
      await broken
      await expect(held.query('SELECT 1')).rejects.toThrow()
      held.release(true)
      const fresh = await pool.connect()
      expect((await fresh.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }])
      fresh.release()
    } finally {
      await pool.close()
    }
  })

  it('readiness is PostgreSQL’s: a database that refuses writes makes the server unready, and ready again after', async () => {
    const { dir, uri } = await freshDatabase(postgres, 'mpn-pg-ready-')
    folders.push(dir)
    const server = await startChildServer(dir, { ...production, DATABASE_URI: uri })
    const database = new URL(uri).pathname.slice(1)
    try {
      expect((await fetch(`${server.url}/api/ready`)).status).toBe(200)
      await queryDatabase(postgres.url, `ALTER DATABASE "${database}" SET default_transaction_read_only = on`)
      // New connections take the setting; the ones already open are ended so the pool opens new ones.
      await queryDatabase(
        postgres.url,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      )
      await new Promise((resolve) => setTimeout(resolve, 1_200))
      const refused = await fetch(`${server.url}/api/ready`)
      expect(refused.status).toBe(503)
      // The driver's error reaches the log, never the anonymous caller.
      expect(await refused.json()).toEqual({ status: 'unavailable' })
      // The child's output arrives through a pipe, after the answer.
      await waitFor(() => /read-only transaction.*"msg":"not ready"/.test(server.output()), 10_000, 'the driver error in the log')
      await queryDatabase(postgres.url, `ALTER DATABASE "${database}" SET default_transaction_read_only = off`)
      await queryDatabase(
        postgres.url,
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [database],
      )
      let status = 0
      for (let i = 0; i < 20 && status !== 200; i++) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        status = (await fetch(`${server.url}/api/ready`)).status
      }
      expect(status).toBe(200)
    } catch (err) {
      // What the server said (a crash's stack among it) is what explains a refused connection.
      console.error(`the server's output:\n${server.output()}`)
      throw err
    } finally {
      await server.stop()
    }
  }, 120_000)
})
