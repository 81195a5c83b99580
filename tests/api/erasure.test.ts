import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import pg from 'pg'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, createEvent } from '../support/actors'
import { endedDaysAgo, register } from '../support/nights'
import { outboxIdle, waitFor } from '../support/waiting'
import { startWithRoles, type RoleClients } from '../support/roles'
import { everythingStored, testDatabaseUri, testsOnPostgres } from '../support/testDatabase'
import { sessionsWaitingForLocks } from '../support/postgres'
import { correctRegistration } from '../../cms/modules/registrations/manageService'
import type { ErasureResultDto } from '../../contract/privacy'
import type { ManagedRegistrationDto } from '../../contract/registrations'
import type { Attendee } from '../../payload-types'
import type { Id } from '../../contract/types'

/**
 * Erasure (docs/privacy.md): the master admin erases an address; every row holding it goes,
 * its links stop working, the privacy log records the erasure without the address, and the
 * database files hold the address nowhere afterwards.
 */
let roles: RoleClients
beforeAll(async () => {
  roles = await startWithRoles()
})
afterAll(() => roles.server.stop())

/**
 * Everything the database holds (tests/support/testDatabase.ts): on SQLite every file's bytes as
 * the server left them, no checkpoint of the test's own (issue 44, finding 4); every row on PostgreSQL.
 */
const databaseFiles = () => everythingStored(roles.server.dir)

/**
 * PostgreSQL only: another session holds the night, so an erasure of `email`, having found its
 * rows, waits for that night in its unit; `meanwhile` runs then (with the holder's session, in
 * its transaction), and the holder lets go. Returns the erasure's answer.
 */
async function eraseWhileNightHeld(nightId: Id, email: string, meanwhile: (holder: pg.Client) => Promise<void>) {
  const uri = testDatabaseUri(roles.server.dir)
  const holder = new pg.Client({ connectionString: uri })
  await holder.connect()
  try {
    await holder.query('BEGIN')
    await holder.query('SELECT id FROM events WHERE id = $1 FOR UPDATE', [nightId])
    const erasing = roles.master.post<ErasureResultDto>('/api/privacy/erase', { email })
    await waitFor(async () => (await sessionsWaitingForLocks(uri)) === 1, 10_000, 'the erasure waiting for the night')
    await meanwhile(holder)
    await holder.query('COMMIT')
    return await erasing
  } finally {
    await holder.end()
  }
}

describe('POST /api/privacy/erase', () => {
  it('is the master admin’s: 401 anonymous, 403 hosts and admins, 400 not an address', async () => {
    const body = { email: 'nobody@example.com' }
    expect((await roles.anonymous.post('/api/privacy/erase', body)).status).toBe(401)
    expect((await roles.owner.client.post('/api/privacy/erase', body)).status).toBe(403)
    expect((await roles.admin.client.post('/api/privacy/erase', body)).status).toBe(403)
    const invalid = await roles.master.post('/api/privacy/erase', { email: 'not an address' })
    expect(invalid.status).toBe(400)
    expect(invalid.body).toEqual({ message: messages.invalidEmail, errors: { email: messages.invalidEmail } })
    const none = await roles.master.post<ErasureResultDto>('/api/privacy/erase', body)
    expect(none.status).toBe(200)
    expect(none.body).toEqual({ erased: { attendees: 0, subscriptions: 0, contactMessages: 0 } })
  })

  it('removes the address everywhere: rows, links, emails, and every byte of the database', async () => {
    const { server, master, owner } = roles
    const address = 'Erin.Erase@Example.com'
    const key = address.toLowerCase()
    const anonymous = new Client(server.url)
    // Waiting on A; registered on B (where Wes waits for her seat); cancelled on C; a past night D.
    const full = await createEvent(owner.client, { maxAttendees: 1 })
    const held = await createEvent(owner.client, { maxAttendees: 1 })
    const left = await createEvent(owner.client)
    const past = await createEvent(owner.client)
    await register(server, full.id)
    const waiting = await anonymous.post(`/api/events/${full.id}/waitlist`, {
      name: 'Erin Erase',
      email: address,
      company: 'Eraser Works',
      ...FILLED_BY_A_PERSON,
    })
    expect(waiting.status).toBe(201)
    const onHeld = await register(server, held.id, { name: 'Erin Erase', email: address, company: 'Eraser Works' })
    const wes = await anonymous.post(`/api/events/${held.id}/waitlist`, {
      name: 'Wes Waiting',
      email: 'wes.waiting@example.com',
      company: 'Queue Co',
      ...FILLED_BY_A_PERSON,
    })
    expect(wes.status).toBe(201)
    const onLeft = await register(server, left.id, { name: 'Erin Erase', email: key, company: 'Eraser Works' })
    expect((await anonymous.post(`/api/registrations/${onLeft.token}/cancel`)).status).toBe(200)
    const onPast = await register(server, past.id, { name: 'Erin Erase', email: address, company: 'Eraser Works' })
    const contact = await anonymous.post('/api/contact', {
      name: 'Erin Erase',
      email: address,
      message: 'Please remove everything you hold about me.',
      ...FILLED_BY_A_PERSON,
    })
    expect(contact.status).toBe(201)
    await outboxIdle(server.payload)
    // The past night's rows were already purged (pseudonymised); the erasure finds them too.
    await endedDaysAgo(server, past.id, 400)
    expect((await server.purgeJob.runOnce(Date.now() + 2 * 86_400_000))?.counts.attendees).toBe(1)
    // An email still waiting to go out, and one that failed, both naming her.
    await server.payload.create({
      collection: 'email-outbox',
      data: {
        to: address,
        subject: 'Pending',
        template: 'reminder',
        data: { person: { email: address } },
        status: 'pending',
        nextAttemptAt: new Date(Date.now() + 3_600_000).toISOString(),
      },
    })
    await server.payload.create({
      collection: 'email-outbox',
      data: { to: 'someone@example.com', subject: 'Failed', text: `About ${address}.`, status: 'failed' },
    })
    await server.payload.create({
      collection: 'invitations',
      data: { event: held.id, inviterEmail: 'host@example.com', inviteeEmail: address },
    })
    const entry = (await anonymous.get<ManagedRegistrationDto>(`/api/registrations/${onHeld.token}`)).body.registration
      .checkInUrl!
    expect(await databaseFiles()).toContain(key)

    const erased = await master.post<ErasureResultDto>('/api/privacy/erase', { email: ` ${address.toUpperCase()} ` })
    expect(erased.status).toBe(200)
    expect(erased.body).toEqual({ erased: { attendees: 4, subscriptions: 0, contactMessages: 1 } })
    // Once it answers, no file of the database holds her address or name, the WAL included.
    expect(await databaseFiles()).not.toContain(key)
    expect(await databaseFiles()).not.toContain('erin erase')

    // Her links open nothing; her seat went to Wes, who was waiting.
    for (const token of [onHeld.token, onLeft.token, onPast.token])
      expect((await anonymous.get(`/api/registrations/${token}`)).status).toBe(404)
    expect((await owner.client.post(`/api/events/${held.id}/check-ins`, { token: entry })).status).toBe(404)
    // The code's own page (a wallet pass or the email's QR opens it) knows nobody either.
    expect((await anonymous.get(`/api/entry-codes/${entry.split('/check-in/')[1]}`)).status).toBe(404)
    const heldPeople = await owner.client.get<{ name: string; email: string }[]>(`/api/events/${held.id}/attendees`)
    expect(heldPeople.body.map((person) => [person.name, person.email])).toEqual([['Wes Waiting', 'wes.waiting@example.com']])
    const heldRows = await server.payload.find({ collection: 'attendees', where: { event: { equals: held.id } }, sort: 'name' })
    expect(heldRows.docs.map((row) => [row.name, row.status])).toEqual([
      ['Removed', 'cancelled'],
      ['Wes Waiting', 'registered'],
    ])
    // The past night keeps its figures.
    expect((await master.get<{ registered: number }>(`/api/reports/events/${past.id}`)).body.registered).toBe(1)
    // Its host's download says who is left in the host's language; the `/api` keeps the stored English.
    const csvIn = async (language: string) =>
      (await owner.client.get(`/api/events/${past.id}/attendees/download`, { 'Accept-Language': language })).text.split(
        /\r?\n/,
      )[1]
    expect(await csvIn('de')).toMatch(/^"Entfernt","",""/)
    expect(await csvIn('en')).toMatch(/^"Removed","",""/)

    // The privacy log says that an erasure happened, by whom and how many rows, never the address.
    const log = await server.payload.find({ collection: 'privacy-log', where: { kind: { equals: 'erasure' } }, depth: 0 })
    const mine = log.docs.find((doc) => doc.rows > 0)!
    expect(mine).toMatchObject({ by: expect.anything(), finishedAt: expect.any(String) })
    expect(mine.counts).toMatchObject({ attendees: 4, subscriptions: 0, contactMessages: 1, invitations: 1 })
    expect((mine.counts as { emails: number }).emails).toBeGreaterThanOrEqual(6)
    expect(JSON.stringify(log.docs).toLowerCase()).not.toContain(key)
    expect((await master.get('/cms/api/privacy-log')).status).toBe(200)
    expect((await owner.client.get('/cms/api/privacy-log')).status).toBe(403)

    await outboxIdle(server.payload)
    const bytes = await databaseFiles()
    expect(bytes).not.toContain(key)
    expect(bytes).not.toContain('erin erase')
    expect(bytes).toContain('wes.waiting@example.com')
  })

  it("leaves the person's rows nothing in common: no shared key, no company pseudonym (issue 44)", async () => {
    const { server, master, owner } = roles
    const address = 'lena.link@example.com'
    const past = await createEvent(owner.client)
    const next = await createEvent(owner.client)
    const rows = [
      await register(server, past.id, { name: 'Lena Link', email: address, company: 'Linkable Lathe Co' }),
      await register(server, next.id, { name: 'Lena Link', email: address, company: 'Linkable Lathe Co' }),
    ]
    const colleague = await register(server, past.id, { name: 'Cole League', company: 'Linkable Lathe Co' })
    // The past night is purged first: its rows keep keyed pseudonyms of address and company.
    await endedDaysAgo(server, past.id, 400)
    expect((await server.purgeJob.runOnce(Date.now() + 4 * 86_400_000))?.counts.attendees).toBe(2)
    const keysOf = async (id: string | number) => {
      const row = await server.payload.db.findOne<Attendee>({ collection: 'attendees', where: { id: { equals: id } } })
      return { emailKey: row!.emailKey, companyKey: row!.companyKey ?? null }
    }
    const colleagueBefore = await keysOf(colleague.id)
    expect((await keysOf(rows[0].id)).companyKey).toBe(colleagueBefore.companyKey)

    expect((await master.post<ErasureResultDto>('/api/privacy/erase', { email: address })).body.erased.attendees).toBe(2)
    const erased = await Promise.all(rows.map((row) => keysOf(row.id)))
    expect(erased.map((keys) => keys.companyKey)).toEqual([null, null])
    expect(erased.every((keys) => keys.emailKey.startsWith('erased:'))).toBe(true)
    expect(erased[0].emailKey).not.toBe(erased[1].emailKey)
    // The colleague keeps theirs: the past night still counts their company.
    expect(await keysOf(colleague.id)).toEqual(colleagueBefore)
    expect((await master.get<{ companies: number }>(`/api/reports/events/${past.id}`)).body.companies).toBe(1)
  })

  it('keeps "Removed" when the person’s own correction was read before it and written after (decision 562)', async () => {
    const { server, master, owner } = roles
    const night = await createEvent(owner.client)
    const ray = await register(server, night.id, { name: 'Ray Racewriter', company: 'Race Co' })
    // The manage page's PATCH has read the row (cms/modules/registrations/manageRouter.ts) when the erasure commits.
    const readBefore = await server.payload.db.findOne<Attendee>({ collection: 'attendees', where: { id: { equals: ray.id } } })
    expect((await master.post('/api/privacy/erase', { email: ray.email })).status).toBe(200)
    await expect(
      correctRegistration(server.payload, readBefore!, { name: 'Ray Racewriter', company: 'Race Co' }),
    ).rejects.toMatchObject({ status: 404, message: messages.registrationNotFound })
    const after = await server.payload.db.findOne<Attendee>({ collection: 'attendees', where: { id: { equals: ray.id } } })
    expect([after!.name, after!.company ?? '']).toEqual(['Removed', ''])
    expect(await databaseFiles()).not.toContain('race co')
  })

  it('looks again for rows made while it works: a registration for another night meanwhile is erased too (decision 595)', async () => {
    const { server, master, owner } = roles
    const first = await createEvent(owner.client)
    const second = await createEvent(owner.client)
    const quin = await register(server, first.id, { name: 'Quin Meanwhile', company: 'Late Co' })
    const registerAgain = () =>
      roles.anonymous.post<{ id: Id }>(`/api/events/${second.id}/attendees`, {
        name: quin.name,
        email: quin.email,
        company: quin.company,
        ...FILLED_BY_A_PERSON,
      })
    let erasure: { status: number; body: ErasureResultDto }
    let later: { status: number; body: { id: Id } } | undefined
    if (!testsOnPostgres()) {
      // SQLite runs one unit at a time: the registration comes first, and the first search finds both rows.
      later = await registerAgain()
      erasure = await master.post<ErasureResultDto>('/api/privacy/erase', { email: quin.email })
    } else {
      // PostgreSQL: another session holds the first night, so the erasure, having found her one
      // row, waits for it; her registration for the second night is made meanwhile.
      erasure = await eraseWhileNightHeld(first.id, quin.email, async () => {
        later = await registerAgain()
      })
    }
    expect(later?.status).toBe(201)
    expect([erasure.status, erasure.body.erased.attendees]).toEqual([200, 2])
    for (const id of [quin.id, later!.body.id]) {
      const row = await server.payload.db.findOne<Attendee>({ collection: 'attendees', where: { id: { equals: id } } })
      expect([row!.name, row!.email, row!.company ?? '']).toEqual(['Removed', '', ''])
    }
    expect(await databaseFiles()).not.toContain('late co')
  })

  it('decides from the row as it is in its own unit: a cancelled registration taken up again meanwhile gives up its seat', async () => {
    const { server, master, owner } = roles
    const night = await createEvent(owner.client, { maxAttendees: 1 })
    const pat = await register(server, night.id, { name: 'Pat Comesback', company: 'Back Co' })
    expect((await roles.anonymous.post(`/api/registrations/${pat.token}/cancel`)).status).toBe(200)
    if (!testsOnPostgres()) {
      // SQLite runs one unit at a time: she registers again first, and the erasure finds her seat.
      const again = await roles.anonymous.post(`/api/events/${night.id}/attendees`, {
        name: pat.name,
        email: pat.email,
        company: pat.company,
        ...FILLED_BY_A_PERSON,
      })
      expect(again.status).toBe(201)
      expect((await roles.anonymous.get(`/api/events/${night.id}/attendee-count`)).body).toEqual({ count: 1 })
      expect((await master.post('/api/privacy/erase', { email: pat.email })).status).toBe(200)
    } else {
      // PostgreSQL: another session holds the night, so the erasure, having read her row as
      // cancelled, waits for it in its unit; her registration taken up again lands meanwhile
      // (played by the holder, as the site's own would wait for the night too).
      const erased = await eraseWhileNightHeld(night.id, pat.email, async (holder) => {
        await holder.query("UPDATE attendees SET status = 'registered', cancelled_at = NULL WHERE id = $1", [pat.id])
      })
      expect(erased.status).toBe(200)
    }
    const row = await server.payload.db.findOne<Attendee>({ collection: 'attendees', where: { id: { equals: pat.id } } })
    expect([row!.name, row!.status]).toEqual(['Removed', 'cancelled'])
    expect((await roles.anonymous.get(`/api/events/${night.id}/attendee-count`)).body).toEqual({ count: 0 })
  })
})
