import path from 'node:path'
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { pino } from 'pino'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createEvent } from '../support/actors'
import { createdDaysAgo, endedDaysAgo, register } from '../support/nights'
import { outboxIdle } from '../support/waiting'
import { everythingStored } from '../support/testDatabase'
import { startWithRoles, type RoleClients } from '../support/roles'
import { testEnvVars } from '../support/testServer'
import { operatorScript } from '../support/operatorScripts'
import { startPurgeJob } from '../../cms/modules/privacy/purgeJob'
import { createLogger } from '../../cms/lib/logger'
import type { Attendee } from '../../payload-types'
import type { SiteSettings } from '../../contract/types'
import type { EventReport, SeriesReport } from '../../contract/door'
import type { ManagedRegistrationDto } from '../../contract/registrations'

/**
 * Retention (docs/privacy.md): the master admin's `retentionDays`, and the purge that
 * anonymises the people of nights that ended longer ago while the reports keep every figure.
 * The nights are moved into the past in the database itself.
 */
let roles: RoleClients
const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')

beforeAll(async () => {
  roles = await startWithRoles()
})
afterAll(() => roles.server.stop())

const rowOf = (id: string | number): Promise<Attendee> =>
  roles.server.payload.findByID({ collection: 'attendees', id, depth: 0, showHiddenFields: true })
const retentionNow = async () => (await roles.anonymous.get<SiteSettings>('/api/settings')).body.retentionDays

/** `npm run purge` as an operator runs it, beside the running server, on its database. */
async function runPurgeScript(): Promise<string> {
  const { server } = roles
  const env = testEnvVars(server.dir, { PAYLOAD_SECRET: server.env.PAYLOAD_SECRET, SERVER_URL: server.url })
  const { stdout } = await promisify(execFile)(process.execPath, operatorScript('purge'), {
    cwd: rootDir,
    env: { ...process.env, ...env, LOG_LEVEL: 'silent' },
    timeout: 120_000,
  })
  return stdout
}

describe('PATCH /api/settings (retentionDays)', () => {
  it('is the master admin’s: 401 anonymous, 403 hosts and admins', async () => {
    const { anonymous, owner, admin } = roles
    expect((await anonymous.patch('/api/settings', { retentionDays: 90 })).status).toBe(401)
    expect((await owner.client.patch('/api/settings', { retentionDays: 90 })).status).toBe(403)
    expect((await admin.client.patch('/api/settings', { retentionDays: 90 })).status).toBe(403)
    expect(await retentionNow()).toBe(365)
  })

  it('keeps at least 30 whole days', async () => {
    for (const retentionDays of [29, 30.5, 0, -1, '90', null, 3651]) {
      const refused = await roles.master.patch('/api/settings', { retentionDays })
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ message: messages.retentionDays, errors: { retentionDays: messages.retentionDays } })
    }
    expect(await retentionNow()).toBe(365)
  })

  it('changes the period for the next purge', async () => {
    const changed = await roles.master.patch('/api/settings', { retentionDays: 30 })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ retentionDays: 30, productName: expect.any(String) })
    expect(await retentionNow()).toBe(30)
    expect((await roles.master.patch('/api/settings', { retentionDays: 365 })).status).toBe(200)
  })
})

describe('the purge', () => {
  it('anonymises the people of nights past the period; counts, check-ins and reports stay', async () => {
    const { server, master, owner } = roles
    const old = (await createEvent(owner.client, {
      maxAttendees: 2,
      questions: [{ label: 'Dietary needs?', kind: 'text', required: false }],
    })) as Awaited<ReturnType<typeof createEvent>> & { questions: { id: string }[] }
    const recent = await createEvent(owner.client)
    // Ava came to both nights (a repeat visitor) and answered the old night's question; Ben
    // checked in to the old one; Cy cancelled; Di waited.
    const ava = await register(server, old.id, {
      name: 'Ava Old',
      company: 'Anvil Co',
      answers: { [old.questions[0].id]: 'Vegan, no nuts' },
    })
    expect((await rowOf(ava.id)).answers).toEqual({ [old.questions[0].id]: 'Vegan, no nuts' })
    const ben = await register(server, old.id, { name: 'Ben Old', company: 'Bolt Ltd' })
    const cy = await register(server, recent.id, { name: 'Cy Cancel', company: 'Cog Inc' })
    const di = await new Client(server.url).post(`/api/events/${old.id}/waitlist`, {
      name: 'Di Wait',
      email: 'di.wait@example.com',
      company: 'Die Works',
      ...FILLED_BY_A_PERSON,
    })
    expect(di.status).toBe(201)
    const avaAgain = await register(server, recent.id, { name: 'Ava Old', email: ava.email, company: 'Anvil Co' })
    expect((await owner.client.post(`/api/events/${old.id}/check-ins`, { attendeeId: ben.id })).status).toBe(201)
    const entryOf = async (token: string) =>
      (await roles.anonymous.get<ManagedRegistrationDto>(`/api/registrations/${token}`)).body.registration.checkInUrl!.split(
        '/check-in/',
      )[1]
    const entryCodes = new Map([
      [ava.id, await entryOf(ava.token)],
      [ben.id, await entryOf(ben.token)],
    ])
    expect((await new Client(server.url).post(`/api/registrations/${cy.token}/cancel`)).status).toBe(200)
    const oldMessage = await roles.anonymous.post('/api/contact', {
      name: 'Old Asker',
      email: 'old.asker@example.com',
      message: 'A question from long ago.',
      ...FILLED_BY_A_PERSON,
    })
    const newMessage = await roles.anonymous.post('/api/contact', {
      name: 'New Asker',
      email: 'new.asker@example.com',
      message: 'A question from this week.',
      ...FILLED_BY_A_PERSON,
    })
    expect([oldMessage.status, newMessage.status]).toEqual([201, 201])
    await outboxIdle(server.payload)

    await endedDaysAgo(server, old.id, 400)
    await endedDaysAgo(server, recent.id, 10)
    const messagesStored = await server.payload.find({ collection: 'contact-messages', sort: 'createdAt', depth: 0 })
    const oldStored = messagesStored.docs.find((doc) => doc.email === 'old.asker@example.com')!
    await createdDaysAgo(server, 'contact-messages', oldStored.id, 400)
    const sentToAva = await server.payload.find({
      collection: 'email-outbox',
      where: { to: { equals: ava.email } },
      depth: 0,
      pagination: false,
    })
    expect(sentToAva.docs.length).toBeGreaterThanOrEqual(2)
    await createdDaysAgo(server, 'email-outbox', sentToAva.docs[0].id, 400)
    // A row sent by an earlier version, still holding its body.
    const legacy = await server.payload.create({
      collection: 'email-outbox',
      data: {
        to: 'legacy@example.com',
        subject: 'Old body',
        text: 'Hello legacy@example.com',
        html: '<p>Hi</p>',
        status: 'sent',
      },
    })

    await server.payload.create({
      collection: 'invitations',
      data: { event: old.id, inviterEmail: 'host@example.com', inviteeEmail: 'friend@example.com' },
    })
    const reports = async (client: Client) => ({
      old: (await client.get<EventReport>(`/api/reports/events/${old.id}`)).body,
      recent: (await client.get<EventReport>(`/api/reports/events/${recent.id}`)).body,
      series: (await client.get<SeriesReport>('/api/reports/series')).body,
    })
    const before = await reports(master)
    // Reports name no person: no address anywhere in them.
    expect(JSON.stringify(before)).not.toContain('@')
    expect(before.old).toMatchObject({ registered: 2, cancelled: 0, waitlisted: 1, checkedIn: 1, companies: 2 })
    expect(before.series.repeatAttendees).toBeGreaterThanOrEqual(1)

    const printed = await runPurgeScript()
    expect(printed).toMatch(
      /3 attendees anonymised, 1 contact messages deleted, 1 email rows deleted, 1 email bodies dropped, 1 invitations deleted, 0 unconfirmed follow requests deleted, 0 webhook deliveries older than 30 days deleted\./,
    )
    expect(printed).toContain('(retention 365 days)')

    for (const [who, status, checkedIn] of [
      [ava, 'registered', false],
      [ben, 'registered', true],
    ] as const) {
      const row = await rowOf(who.id)
      expect(row).toMatchObject({ name: 'Removed', email: '', company: '', status, showCompany: false })
      expect(row.answers ?? null).toBeNull()
      expect(row.emailKey).toMatch(/^removed:/)
      expect(row.anonymisedAt).toEqual(expect.any(String))
      expect(row.manageTokenHash ?? null).toBeNull()
      expect(row.manageTokenSealed ?? null).toBeNull()
      expect(Boolean(row.checkedInAt)).toBe(checkedIn)
      // The manage link and the entry code open nothing any more.
      expect((await roles.anonymous.get(`/api/registrations/${who.token}`)).status).toBe(404)
      expect((await roles.anonymous.get(`/api/entry-codes/${entryCodes.get(who.id)}`)).status).toBe(404)
    }
    const waiting = await server.payload.find({
      collection: 'attendees',
      where: { event: { equals: old.id }, status: { equals: 'waitlisted' } },
    })
    expect(waiting.docs[0]).toMatchObject({ name: 'Removed', email: '', company: '' })
    expect((await owner.client.post(`/api/events/${old.id}/check-ins`, { attendeeId: ava.id })).status).toBe(404)
    // The recent night is untouched.
    expect(await rowOf(avaAgain.id)).toMatchObject({ name: 'Ava Old', email: ava.email, company: 'Anvil Co' })
    expect(await rowOf(cy.id)).toMatchObject({ name: 'Cy Cancel', status: 'cancelled' })
    expect((await roles.anonymous.get(`/api/registrations/${avaAgain.token}`)).status).toBe(200)

    const left = await server.payload.find({ collection: 'contact-messages', depth: 0, pagination: false })
    expect(left.docs.map((doc) => doc.email)).toEqual(['new.asker@example.com'])
    expect(
      await server.payload.db.findOne({ collection: 'email-outbox', where: { id: { equals: sentToAva.docs[0].id } } }),
    ).toBeNull()
    expect(await server.payload.db.findOne({ collection: 'email-outbox', where: { id: { equals: legacy.id } } })).toMatchObject({
      to: 'legacy@example.com',
      text: '',
      html: null,
    })

    // Every figure is the same; only the old night's company names are gone with its people.
    const after = await reports(master)
    expect(after.old).toEqual({ ...before.old, companyNames: [] })
    expect(after.recent).toEqual(before.recent)
    expect(after.series).toEqual({
      ...before.series,
      events: before.series.events.map((report) => (report.eventId === old.id ? { ...report, companyNames: [] } : report)),
    })

    // A second run finds nothing left to do.
    expect(await runPurgeScript()).toMatch(
      /0 attendees anonymised, 0 contact messages deleted, 0 email rows deleted, 0 email bodies dropped, 0 invitations deleted, 0 unconfirmed follow requests deleted, 0 webhook deliveries older than 30 days deleted\./,
    )
    const log = await server.payload.find({
      collection: 'privacy-log',
      where: { key: { like: 'purge:run:' } },
      sort: 'createdAt',
    })
    expect(log.docs.map((entry) => [entry.kind, entry.rows, entry.by ?? null])).toEqual([
      ['purge', 7, null],
      ['purge', 0, null],
    ])
  }, 240_000)

  it('leaves nothing of the people it purged in any database file, by its own doing', async () => {
    const { server, owner } = roles
    const event = await createEvent(owner.client)
    const petra = await register(server, event.id, { name: 'Petra Purgeable', company: 'Purgeable Parts' })
    await outboxIdle(server.payload)
    // Her confirmation email row is as old as the night, so the purge deletes it too.
    const mails = await server.payload.find({ collection: 'email-outbox', where: { to: { equals: petra.email } }, depth: 0 })
    for (const mail of mails.docs) await createdDaysAgo(server, 'email-outbox', mail.id, 400)
    await endedDaysAgo(server, event.id, 400)
    const traces = [petra.email.toLowerCase(), 'petra purgeable', 'purgeable parts']
    const found = async () => {
      const stored = await everythingStored(server.dir)
      return traces.filter((trace) => stored.includes(trace))
    }
    expect(await found()).toEqual(traces)
    expect((await server.purgeJob.runOnce(Date.now() + 5 * 86_400_000))?.counts.attendees).toBeGreaterThanOrEqual(1)
    expect(await rowOf(petra.id)).toMatchObject({ name: 'Removed', email: '' })
    // No checkpoint of the test's own: on SQLite the file, its WAL and the WAL index as the server left them.
    expect(await found()).toEqual([])
  })

  it('a purged night moved into the future writes to nobody removed and seats none of them', async () => {
    const { server, master } = roles
    const event = await createEvent(master, { maxAttendees: 1 })
    await register(server, event.id, { name: 'Sam Seated' })
    const wes = `wes.${Date.now()}@example.com`
    const joined = await new Client(server.url).post(`/api/events/${event.id}/waitlist`, {
      name: 'Wes Waiting',
      email: wes,
      company: 'Queue Works',
      ...FILLED_BY_A_PERSON,
    })
    expect(joined.status).toBe(201)
    const waiting = {
      body: (await server.payload.find({ collection: 'attendees', where: { email: { equals: wes } }, overrideAccess: true }))
        .docs[0],
    }
    await endedDaysAgo(server, event.id, 400)
    // A day of its own: the purge runs once a day, and the other tests here use theirs.
    await server.purgeJob.runOnce(Date.now() + 11 * 86_400_000)
    expect(await rowOf(waiting.body.id)).toMatchObject({ name: 'Removed', status: 'waitlisted' })
    await outboxIdle(server.payload)
    const toNobody = async () =>
      (await server.payload.count({ collection: 'email-outbox', where: { to: { equals: '' } }, overrideAccess: true })).totalDocs
    const before = await toNobody()
    // The master reuses the night for next month with more seats: a change, and a seat freed.
    const current = (await master.get<Record<string, unknown>>(`/api/events/${event.id}`)).body
    const start = Date.now() + 30 * 86_400_000
    const moved = await master.patch(`/api/events/${event.id}`, {
      ...current,
      maxAttendees: 2,
      date: new Date(start).toISOString(),
      endDate: new Date(start + 3 * 3_600_000).toISOString(),
    })
    expect(moved.status).toBe(200)
    expect((await rowOf(waiting.body.id)).status).toBe('waitlisted')
    expect(await toNobody()).toBe(before)
  })

  it('runs once a day whatever the number of instances', async () => {
    const { server } = roles
    const event = await createEvent(roles.owner.client)
    const person = await register(server, event.id)
    await endedDaysAgo(server, event.id, 400)
    // Two instances' jobs on one database, on a day nobody has purged yet.
    const day = Date.now() + 3 * 86_400_000
    const deps = {
      payload: server.payload,
      secret: server.env.PAYLOAD_SECRET,
      logger: createLogger('silent'),
      storage: server.storage,
    }
    const jobs = [startPurgeJob(deps, { intervalMs: 3_600_000 }), startPurgeJob(deps, { intervalMs: 3_600_000 })]
    try {
      const results = await Promise.all([jobs[0].runOnce(day), jobs[1].runOnce(day), server.purgeJob.runOnce(day)])
      expect(results.filter(Boolean)).toHaveLength(1)
      expect(results.find(Boolean)!.counts.attendees).toBe(1)
      expect(await jobs[1].runOnce(day)).toBeNull()
    } finally {
      await Promise.all(jobs.map((job) => job.stop()))
    }
    expect(await rowOf(person.id)).toMatchObject({ name: 'Removed', email: '' })
    const key = `purge:${new Date(day).toISOString().slice(0, 10)}`
    const log = await server.payload.find({ collection: 'privacy-log', where: { key: { equals: key } } })
    expect(log.docs).toHaveLength(1)
    expect(log.docs[0]).toMatchObject({ kind: 'purge', rows: 1, finishedAt: expect.any(String) })
  })

  it('logs its line only on a day it purged something (an empty site says nothing at start)', async () => {
    const { server } = roles
    const lines: string[] = []
    const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) })
    const job = startPurgeJob(
      { payload: server.payload, secret: server.env.PAYLOAD_SECRET, logger, storage: server.storage },
      { intervalMs: 3_600_000 },
    )
    const purgeLines = () =>
      lines.map((line) => (JSON.parse(line) as { msg: string }).msg).filter((message) => message.startsWith('Purged data'))
    try {
      // Whatever earlier tests left goes on the first of these days; the next day finds nothing.
      const day = Date.now() + 5 * 86_400_000
      await job.runOnce(day)
      lines.length = 0
      const idle = await job.runOnce(day + 86_400_000)
      expect(idle && Object.values(idle.counts)).toEqual([0, 0, 0, 0, 0, 0, 0])
      expect(purgeLines()).toEqual([])
      const event = await createEvent(roles.owner.client)
      await register(server, event.id)
      await endedDaysAgo(server, event.id, 400)
      expect((await job.runOnce(day + 2 * 86_400_000))?.counts.attendees).toBe(1)
      expect(purgeLines()).toEqual([expect.stringContaining('1 attendees anonymised')])
    } finally {
      await job.stop()
    }
  })
})
