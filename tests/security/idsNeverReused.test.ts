import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { calendarOfMail, readCalendar } from '../support/ics'
import type { CapturedMail } from '../support/smtp'
import type { TestServer } from '../support/testServer'
import type { Attendee } from '../../payload-types'

/**
 * Issue 44, finding 1: what a person holds (an entry code, a calendar UID, a night's address)
 * never opens somebody else's row. Ids are never handed out again (SQLite AUTOINCREMENT; uuids
 * with TEST_ID_TYPE=uuid), and codes and UIDs are bound to a key issued once per row, so even a
 * row that got a removed row's id back accepts nothing issued for the removed one.
 */
let smtp: Awaited<ReturnType<typeof startServerWithMail>>['smtp']
let server: TestServer
let master: Client
let owner: Awaited<ReturnType<typeof createHost>>
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  ;({ smtp, server, master } = await startServerWithMail())
  owner = await createHost(server)
})
afterAll(() => stopServerWithMail({ smtp, server }))

async function register(eventId: string | number, name: string) {
  const person = attendee({ name })
  const answer = await anonymous().post<{ id: string | number }>(`/api/events/${eventId}/attendees`, person)
  expect(answer.status).toBe(201)
  return { ...person, id: answer.body.id }
}

/** The person's confirmation: the entry code its QR link holds and the UID of its calendar file. */
async function confirmationOf(email: string) {
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /registered/i.test(m.subject ?? ''))
  const code = /\/check-in\/([A-Za-z0-9_.-]+)/.exec(mail.text ?? '')?.[1]
  expect(code).toBeDefined()
  return { code: code!, uid: readCalendar(calendarOfMail(mail)).events[0].uid }
}

/** Every UID any calendar file of any message so far carried. */
function uidsMailed(except?: CapturedMail) {
  const uids = new Set<string>()
  for (const mail of smtp.received) {
    if (mail === except || !mail.attachments.some((file) => file.filename === 'event.ics')) continue
    for (const event of readCalendar(calendarOfMail(mail)).events) uids.add(event.uid)
  }
  return uids
}

const feedUids = async () => readCalendar((await anonymous().get('/calendar.ics')).text).events.map((event) => event.uid)

describe('a removed registration', () => {
  it("leaves nothing behind that opens the next person's: a new id, its old code 404, a UID never seen", async () => {
    const event = await createEvent(owner.client, { name: 'Recycled Id Night' })
    await register(event.id, 'Ada Early')
    const removed = await register(event.id, 'Rex Removed')
    const old = await confirmationOf(removed.email)
    expect((await anonymous().get(`/api/entry-codes/${old.code}`)).status).toBe(200)

    expect((await owner.client.delete(`/api/events/${event.id}/attendees/${removed.id}`)).status).toBe(200)
    const seenBefore = uidsMailed()
    const next = await register(event.id, 'Nina Next')
    const fresh = await confirmationOf(next.email)

    expect(String(next.id)).not.toBe(String(removed.id))
    const read = await anonymous().get(`/api/entry-codes/${old.code}`)
    expect(read.status).toBe(404)
    expect(read.text).not.toContain('Nina')
    expect((await owner.client.post(`/api/events/${event.id}/check-ins`, { token: old.code })).status).toBe(404)
    expect(fresh.uid).not.toBe(old.uid)
    expect(seenBefore.has(fresh.uid)).toBe(false)
    // The new person's own code still works.
    expect((await anonymous().get(`/api/entry-codes/${fresh.code}`)).body).toMatchObject({ name: 'Nina Next' })
  })

  it("binds codes and UIDs to the row, not to its id: a row given a removed row's id accepts none of them", async () => {
    const event = await createEvent(owner.client, { name: 'Same Id Night' })
    const removed = await register(event.id, 'Rhea Removed')
    const old = await confirmationOf(removed.email)
    expect((await owner.client.delete(`/api/events/${event.id}/attendees/${removed.id}`)).status).toBe(200)
    // What a database that hands ids out again would do: a new row under the removed row's id,
    // written as the registration path writes rows (through the adapter, the row's key issued).
    const now = new Date().toISOString()
    await server.payload.db.create({
      collection: 'attendees',
      customID: removed.id,
      data: {
        event: event.id,
        name: 'Sam Same-Id',
        email: 'sam.same-id@example.com',
        emailKey: 'sam.same-id@example.com',
        company: 'Same Id Works',
        status: 'registered',
        rowKey: 'a-key-issued-for-the-new-row',
        createdAt: now,
        updatedAt: now,
      },
    })
    const row = await server.payload.db.findOne<Attendee>({ collection: 'attendees', where: { id: { equals: removed.id } } })
    expect(row?.name).toBe('Sam Same-Id')
    expect((await anonymous().get(`/api/entry-codes/${old.code}`)).status).toBe(404)
    expect((await owner.client.post(`/api/events/${event.id}/check-ins`, { token: old.code })).status).toBe(404)
    const download = await anonymous().get(`/api/events/${event.id}/calendar.ics?registration=${removed.id}`)
    expect(download.status).toBe(200)
    expect(readCalendar(download.text).events[0].uid).not.toBe(old.uid)
  })
})

describe('a deleted night', () => {
  it('is never another night: its address stays 404 and the next night has a new id and a UID never seen', async () => {
    await createEvent(owner.client, { name: 'Kept Night' })
    const deleted = await createEvent(owner.client, { name: 'Deleted Night' })
    const seenBefore = new Set(await feedUids())
    expect((await master.delete(`/api/events/${deleted.id}`)).status).toBe(200)
    const next = await createEvent(owner.client, { name: 'Next Night' })
    expect(String(next.id)).not.toBe(String(deleted.id))
    expect((await anonymous().get(`/api/events/${deleted.id}`)).status).toBe(404)
    const feed = readCalendar((await anonymous().get('/calendar.ics')).text).events
    const nextUid = feed.find((entry) => entry.summary === 'Next Night')?.uid
    expect(nextUid).toBeDefined()
    expect(seenBefore.has(nextUid!)).toBe(false)
  })
})
