import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createRequire } from 'node:module'
import { createClient, type Client as SqlClient } from '@libsql/client'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { migrations } from '../../migrations'
import { entryCodeOf } from '../../cms/lib/capabilities/entryCode'
import { Client } from '../support/client'
import { attendee } from '../support/actors'
import { readCalendar } from '../support/ics'
import { startChildServer, type ChildServer } from '../support/childServer'
import { ADMIN } from '../support/testServer'
import type { MigrateUpArgs } from '@payloadcms/db-sqlite'

/**
 * Issue 44's migration on a database made by the migrations before it, with rows in it: a
 * production server applies it at start, every row and reference survives, the codes and UIDs
 * already mailed keep working, and ids are never handed out again from then on.
 */
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const SECRET = 'a-production-secret-that-is-long-enough-1234'
// drizzle-orm is the adapter's own dependency; migrations are written against its libsql driver.
const { drizzle } = createRequire(path.join(rootDir, 'node_modules/@payloadcms/drizzle/package.json'))('drizzle-orm/libsql') as {
  drizzle: (client: SqlClient) => MigrateUpArgs['db']
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-ids-'))
const file = path.join(dir, 'test.db')
let server: ChildServer
let indexesBefore: string[]
const anonymous = () => new Client(server.url)

async function indexNames(client: SqlClient) {
  const found = await client.execute("SELECT name FROM sqlite_master WHERE type = 'index' ORDER BY name")
  return found.rows.map((row) => row.name as string)
}

/** The database as the release before issue 44 left it: a host, a night, three people, the newest removed. */
async function databaseBeforeIssue44() {
  const client = createClient({ url: `file:${file}` })
  const issue44 = migrations.findIndex((migration) => /issue_44/.test(migration.name))
  expect(issue44).toBeGreaterThan(0)
  // The release before: every migration up to issue 44's; the server applies it and any later one.
  const earlier = migrations.slice(0, issue44)
  for (const migration of earlier) await migration.up({ db: drizzle(client) } as MigrateUpArgs)
  for (const migration of earlier)
    await client.execute({ sql: 'INSERT INTO payload_migrations (name, batch) VALUES (?, 1)', args: [migration.name] })
  await client.execute(
    "INSERT INTO users (id, name, email, role, approved) VALUES (7, 'Hana Host', 'hana.host@example.com', 'HOST', 1)",
  )
  const start = new Date(Date.now() + 7 * 86400_000)
  await client.execute({
    sql: `INSERT INTO events (id, name, date, end_date, timezone, venue, street, city, state, country, host_id_id, status)
          VALUES (1, 'Kept Night', ?, ?, 'America/Chicago', 'The Tap', '1 Main St', 'Chicago', 'IL', 'USA', 7, 'published')`,
    args: [start.toISOString(), new Date(start.getTime() + 3 * 3600_000).toISOString()],
  })
  for (const [id, name] of [
    [1, 'Ada Kept'],
    [2, 'Ben Kept'],
    [3, 'Cy Removed'],
  ] as const)
    await client.execute({
      sql: "INSERT INTO attendees (id, event_id, name, email, email_key, company, status) VALUES (?, 1, ?, ?, ?, 'Kept Co', 'registered')",
      args: [id, name, `person${id}@example.com`, `person${id}@example.com`],
    })
  await client.execute('DELETE FROM attendees WHERE id = 3')
  indexesBefore = await indexNames(client)
  client.close()
}

beforeAll(async () => {
  await databaseBeforeIssue44()
  server = await startChildServer(dir, { NODE_ENV: 'production', PAYLOAD_SECRET: SECRET, DATABASE_ID_TYPE: 'number' })
}, 120_000)
afterAll(async () => {
  await server?.stop()
  fs.rmSync(dir, { recursive: true, force: true })
})

describe("issue 44's migration on an existing database", () => {
  it('keeps every row and reference, and every index', async () => {
    const night = await anonymous().get<{ id: number; name: string; hostId: number }>('/api/events/1')
    expect(night.status).toBe(200)
    expect(night.body).toMatchObject({ name: 'Kept Night', hostId: 7 })
    const master = new Client(server.url)
    expect((await master.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200)
    const people = await master.get<{ name: string }[]>('/api/events/1/attendees')
    expect(people.body.map((person) => person.name).sort()).toEqual(['Ada Kept', 'Ben Kept'])
    const client = createClient({ url: `file:${file}` })
    try {
      expect(await indexNames(client)).toEqual(expect.arrayContaining(indexesBefore))
      expect((await client.execute('PRAGMA foreign_key_check')).rows).toEqual([])
    } finally {
      client.close()
    }
  })

  it('keeps the entry codes and calendar UIDs already mailed', async () => {
    const code = entryCodeOf(SECRET, { id: 1, rowKey: 'legacy' })
    expect((await anonymous().get(`/api/entry-codes/${code}`)).body).toMatchObject({ name: 'Ada Kept' })
    const download = await anonymous().get('/api/events/1/calendar.ics?registration=1')
    expect(readCalendar(download.text).events[0].uid).toBe('registration-1@localhost')
  })

  it('never hands an id out again, and a code mailed before it opens no later row', async () => {
    const removedCode = entryCodeOf(SECRET, { id: 3, rowKey: 'legacy' })
    const ids: number[] = []
    for (const name of ['Dee New', 'Eve New']) {
      const answer = await anonymous().post<{ id: number }>('/api/events/1/attendees', attendee({ name }))
      expect(answer.status).toBe(201)
      ids.push(answer.body.id)
    }
    // The row removed before the upgrade left no trace of its id, so its id may come back once;
    // the code mailed for it still opens nothing (the new row has a key of its own).
    expect((await anonymous().get(`/api/entry-codes/${removedCode}`)).status).toBe(404)
    const master = new Client(server.url)
    await master.post('/api/login', { email: ADMIN.email, password: ADMIN.password })
    expect((await master.delete(`/api/events/1/attendees/${ids[1]}`)).status).toBe(200)
    const again = await anonymous().post<{ id: number }>('/api/events/1/attendees', attendee({ name: 'Fay New' }))
    expect(again.status).toBe(201)
    expect(again.body.id).toBeGreaterThan(ids[1])
  })
})
