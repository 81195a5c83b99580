import fs from 'node:fs'
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent } from '../support/actors'
import { startChildServer, type ChildServer } from '../support/childServer'
import { startSmtpServer } from '../support/smtp'
import { waitFor } from '../support/waiting'
import { ADMIN } from '../support/testServer'
import { queryDatabase, type PostgresServer } from '../support/postgres'
import { describeOnPostgres, freshDatabase, postgresForFile } from '../support/postgresSuite'

/**
 * Beyond one machine (docs/operations.md, "Roles"): the compiled server as two web processes and
 * workers on one real PostgreSQL, in production mode (the committed migrations applied at start,
 * by all of them at once). A rush split across both web processes sells exactly the seats; the
 * web processes send no mail and a worker sends each confirmation once; two workers send a due
 * reminder once; a web process killed mid-rush loses nothing, and comes back ready.
 */
const HOUR = 3600_000
let postgres: PostgresServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
const folders: string[] = []
const running: ChildServer[] = []

beforeAll(async () => {
  postgres = await postgresForFile()
  smtp = await startSmtpServer()
}, 60_000)
afterAll(async () => {
  await Promise.all(running.map((child) => child.stop('SIGKILL')))
  await smtp?.close()
  await postgres?.stop()
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true })
})

/** One deployment: a fresh database, and the processes started on it in the given roles, at once. */
async function deployment(roles: ('web' | 'worker')[]) {
  const { dir, uri } = await freshDatabase(postgres, 'mpn-scale-')
  folders.push(dir)
  /** More processes on the same database, started at once. */
  const start = async (...more: ('web' | 'worker')[]) => {
    const started = await Promise.all(more.map((role) => startChildServer(dir, settings(uri, role))))
    running.push(...started)
    return started
  }
  return { uri, processes: await start(...roles), start }
}

const settings = (uri: string, role: 'web' | 'worker') => ({
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a-production-secret-for-the-scale-tests-0123456789',
  DATABASE_URI: uri,
  DATABASE_ID_TYPE: 'number',
  SERVER_ROLE: role,
  SMTP_URL: smtp.url,
  EMAIL_FROM: 'Makers Pub Night <events@example.com>',
  DRAIN_GRACE_MS: '0',
  LOG_LEVEL: 'warn',
})

async function signedInMaster(url: string) {
  const master = new Client(url)
  expect((await master.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200)
  return master
}

/** Every request at once, each answer's status (or the network error of a request nobody answered). */
const burst = (requests: (() => Promise<{ status: number }>)[]) =>
  Promise.all(
    requests.map((send) =>
      send().then(
        (answer) => answer.status,
        (err: Error) => err.name || 'error',
      ),
    ),
  )

const tally = (statuses: (number | string)[]) =>
  statuses.reduce<Record<string, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {})

const registeredRows = async (uri: string, eventId: number | string) =>
  queryDatabase<{ email: string }>(uri, `SELECT email FROM attendees WHERE event_id = $1 AND status = 'registered'`, [eventId])

/** Every row of the outbox sent: what was stored has gone out, and what was received is all there is. */
const outboxSent = (uri: string) =>
  waitFor(
    async () =>
      Number((await queryDatabase<{ n: string }>(uri, `SELECT count(*) AS n FROM email_outbox WHERE status <> 'sent'`))[0].n) ===
      0,
    30_000,
    'an idle outbox',
  )

const confirmationsTo = (email: string) =>
  smtp.received.filter((mail) => mail.envelopeTo.includes(email) && /registered/i.test(mail.subject ?? '')).length

describeOnPostgres('two web processes and workers on one PostgreSQL', () => {
  it('a 1,000-way rush sells exactly the seats with no 5xx; web processes send nothing and a worker sends each confirmation once', async () => {
    const { uri, processes, start } = await deployment(['web', 'web'])
    const [web1, web2] = processes
    const master = await signedInMaster(web1.url)
    const event = await createEvent(master, { maxAttendees: 100 })
    const clients = [new Client(web1.url), new Client(web2.url)]
    const people = Array.from({ length: 1000 }, (_, i) => attendee({ email: `rush${i}@example.com` }))
    const statuses = await burst(
      people.map((person, i) => () => clients[i % 2].post(`/api/events/${event.id}/attendees`, person)),
    )

    expect(tally(statuses)).toEqual({ 201: 100, 409: 900 })
    const seated = await registeredRows(uri, event.id)
    expect(seated).toHaveLength(100)
    expect((await clients[1].get(`/api/events/${event.id}/attendee-count`)).body).toEqual({ count: 100 })
    // Both processes sold seats: the database, not one process, decided.
    const soldBy = [0, 1].map((side) => people.filter((_, i) => i % 2 === side && statuses[i] === 201).length)
    expect(soldBy.every((count) => count > 0)).toBe(true)

    // No worker yet: every confirmation waits in the outbox, none was sent by a web process.
    await new Promise((resolve) => setTimeout(resolve, 3_000))
    expect(smtp.received.filter((mail) => /rush\d+@/.test(mail.envelopeTo.join()))).toHaveLength(0)
    const waiting = await queryDatabase<{ n: string }>(uri, `SELECT count(*) AS n FROM email_outbox WHERE status = 'pending'`)
    expect(Number(waiting[0].n)).toBe(100)

    await start('worker')
    await waitFor(() => Promise.resolve(seated.every(({ email }) => confirmationsTo(email) >= 1)), 60_000, 'every confirmation')
    await outboxSent(uri)
    expect(seated.map(({ email }) => confirmationsTo(email))).toEqual(Array(100).fill(1))
  }, 240_000)

  it('two workers send a due reminder once', async () => {
    const { uri, processes, start: startMore } = await deployment(['web'])
    const [web] = processes
    const master = await signedInMaster(web.url)
    const start = new Date(Date.now() + 2 * HOUR + 10_000)
    const event = await createEvent(master, {
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * HOUR).toISOString(),
    })
    const emails = Array.from({ length: 20 }, (_, i) => `remind${i}.${event.id}@example.com`)
    for (const email of emails)
      expect((await new Client(web.url).post(`/api/events/${event.id}/attendees`, attendee({ email }))).status).toBe(201)
    // The 2 h reminder becomes due; two workers start at once and each runs a pass as it starts.
    await new Promise((resolve) => setTimeout(resolve, start.getTime() - 2 * HOUR - Date.now() + 500))
    const reminded = (email: string) =>
      smtp.received.filter((mail) => mail.envelopeTo.includes(email) && /starts in 2 hours/.test(mail.subject ?? '')).length
    await startMore('worker', 'worker')
    await waitFor(() => Promise.resolve(emails.every((email) => reminded(email) >= 1)), 60_000, 'every reminder')
    await outboxSent(uri)
    expect(emails.map(reminded)).toEqual(Array(emails.length).fill(1))
    const recorded = await queryDatabase<{ n: string }>(uri, `SELECT count(*) AS n FROM sent_reminders WHERE kind = '2h'`)
    expect(Number(recorded[0].n)).toBe(emails.length)
  }, 180_000)

  it('a web process killed with kill -9 mid-rush loses nothing, the count equals the rows, and it comes back ready', async () => {
    const { uri, processes, start } = await deployment(['web', 'web', 'worker'])
    const [web1, web2] = processes
    const master = await signedInMaster(web1.url)
    const event = await createEvent(master, { maxAttendees: 0 })
    const clients = [new Client(web1.url), new Client(web2.url)]
    const people = Array.from({ length: 400 }, (_, i) => attendee({ email: `killed${i}@example.com` }))
    const sent = burst(people.map((person, i) => () => clients[i % 2].post(`/api/events/${event.id}/attendees`, person)))
    // Mid-rush: once the database holds some of it, the second process dies without a word.
    await waitFor(async () => (await registeredRows(uri, event.id)).length >= 50, 30_000, 'the rush under way')
    web2.process.kill('SIGKILL')
    const statuses = await sent

    expect(statuses.filter((status) => typeof status === 'number' && status >= 500)).toEqual([])
    const answered = people.filter((_, i) => statuses[i] === 201).map((person) => person.email)
    const stored = (await registeredRows(uri, event.id)).map((row) => row.email)
    // Every registration answered 201 is stored; whatever else is stored was sent in this rush.
    expect(answered.filter((email) => !stored.includes(email))).toEqual([])
    expect(stored.every((email) => people.some((person) => person.email === email))).toBe(true)
    // web1's half was answered in full; web2's was cut off.
    expect(people.filter((_, i) => i % 2 === 0).every((_, j) => statuses[2 * j] === 201)).toBe(true)
    expect(statuses.some((status) => typeof status === 'string')).toBe(true)
    // The stored count is the rows, and each row has its one confirmation in the outbox.
    const [counted] = await queryDatabase<{ registration_count: number | string }>(
      uri,
      'SELECT registration_count FROM events WHERE id = $1',
      [event.id],
    )
    expect(Number(counted.registration_count)).toBe(stored.length)
    const confirmations = await queryDatabase<{ to: string }>(
      uri,
      `SELECT "to" FROM email_outbox WHERE template = 'registrationConfirmation' AND "to" LIKE 'killed%'`,
    )
    expect(confirmations.map((row) => row.to).sort()).toEqual([...stored].sort())
    expect((await clients[0].get(`/api/events/${event.id}/attendee-count`)).body).toEqual({ count: stored.length })

    const [restarted] = await start('web')
    const ready = await fetch(`${restarted.url}/api/ready`)
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }])
    expect((await new Client(restarted.url).get(`/api/events/${event.id}/attendee-count`)).body).toEqual({ count: stored.length })
  }, 240_000)

  it('a worker answers health and readiness on its port and serves nothing else', async () => {
    const { processes } = await deployment(['worker'])
    const [worker] = processes
    expect(await (await fetch(`${worker.url}/api/health`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${worker.url}/api/ready`)
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ready' }])
    for (const path of ['/', '/api/events', '/cms/login', '/api/login'])
      expect([path, (await fetch(`${worker.url}${path}`)).status]).toEqual([path, 404])
  }, 120_000)
})
