import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import jsQR from 'jsqr'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { startSmtpServer } from '../support/smtp'
import type { TestServer } from '../support/testServer'
import type { CheckInList, CheckInResult, EntryCodeDto, EventReport } from '../../contract/door'
import type { DoorSnapshot } from '../../contract/doorOffline'
import type { ApiError } from '../../contract/types'

/**
 * The door and the reports over real HTTP (docs/api.md, "Door and reports"): the QR code of
 * a real confirmation email read by a QR decoder, check-in per role, door links, walk-ins,
 * and report figures that agree with the attendee lists.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let master: Client
let owner: Awaited<ReturnType<typeof createHost>>
let otherHost: Awaited<ReturnType<typeof createHost>>
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  ;({ smtp, server, master } = await startServerWithMail())
  owner = await createHost(server)
  otherHost = await createHost(server)
})
afterAll(() => stopServerWithMail({ smtp, server }))

async function register(eventId: string | number, overrides: Record<string, unknown> = {}) {
  const person = attendee(overrides)
  const answer = await anonymous().post(`/api/events/${eventId}/attendees`, person)
  expect(answer.status).toBe(201)
  return { ...person, id: answer.body.id, token: new URL(answer.body.manageUrl!).pathname.split('/').pop()! }
}

/** The check-in URL in the confirmation email's QR code, as a phone's decoder reads it. */
async function scannedCodeOf(email: string) {
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /registered/.test(m.subject ?? ''))
  const image = mail.attachments.find((file) => file.mimeType === 'image/png')
  expect(image?.contentId).toBe('<entry-code>')
  expect(mail.html).toContain('src="cid:entry-code"')
  const { data, info } = await sharp(Buffer.from(image!.content as ArrayBuffer))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const decoded = jsQR(new Uint8ClampedArray(data), info.width, info.height)
  expect(decoded).not.toBeNull()
  expect(mail.text).toContain(decoded!.data)
  return decoded!.data
}

/** Moves a night into the past (as if it had happened), behind the API's back. */
async function endNight(eventId: string | number) {
  const start = new Date(Date.now() - 5 * 3600_000)
  await server.payload.db.updateOne({
    collection: 'events',
    where: { id: { equals: eventId } },
    data: { date: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3600_000).toISOString() },
    returning: false,
  })
}

describe('entry codes', () => {
  it('name the person, the night and the state for whoever holds the code; never an email', async () => {
    const event = await createEvent(owner.client, { name: 'Entry Code Night' })
    const person = await register(event.id, { name: 'Cora Code' })
    const code = (await scannedCodeOf(person.email)).split('/check-in/').pop()!
    const read = await anonymous().get<EntryCodeDto>(`/api/entry-codes/${code}`)
    expect(read.status).toBe(200)
    expect(read.headers.get('cache-control')).toBe('private, no-store')
    expect(read.body).toEqual({
      name: 'Cora Code',
      status: 'registered',
      checkedInAt: null,
      event: expect.objectContaining({ id: event.id, name: 'Entry Code Night' }),
    })
    expect(read.text).not.toContain(person.email)
    // Reading it changed nothing; the door's check-in shows on the next read.
    const checkedIn = await owner.client.post<CheckInResult>(`/api/events/${event.id}/check-ins`, { token: code })
    expect(checkedIn.status).toBe(201)
    expect((await anonymous().get<EntryCodeDto>(`/api/entry-codes/${code}`)).body.checkedInAt).toBe(checkedIn.body.checkedInAt)
    // A cancelled registration says so.
    await anonymous().post(`/api/registrations/${person.token}/cancel`, {})
    expect((await anonymous().get<EntryCodeDto>(`/api/entry-codes/${code}`)).body.status).toBe('cancelled')
    // Altered, forged or unknown codes are all the same 404.
    const [id, mac] = code.split('.')
    for (const bad of [`${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, `999999.${mac}`, 'nothing', id]) {
      const refused = await anonymous().get<ApiError>(`/api/entry-codes/${encodeURIComponent(bad)}`)
      expect({ bad, status: refused.status, message: refused.body.message }).toEqual({
        bad,
        status: 404,
        message: 'This entry code is not valid',
      })
    }
  })
})

describe('check-in', () => {
  it('checks in with the QR code of the confirmation email, once; a second scan says when', async () => {
    const event = await createEvent(owner.client)
    const person = await register(event.id)
    const scanned = await scannedCodeOf(person.email)
    expect(scanned).toMatch(new RegExp(`^${server.url}/check-in/${person.id}\\.[A-Za-z0-9_-]{22}$`))
    const first = await owner.client.post(`/api/events/${event.id}/check-ins`, { token: scanned })
    expect(first.status).toBe(201)
    const checkedInAt = first.body.checkedInAt
    // A real instant of this check-in, the same in the answer's attendee.
    expect(Math.abs(Date.parse(checkedInAt) - Date.now())).toBeLessThan(60_000)
    expect(first.body).toEqual({
      attendee: { id: person.id, name: person.name, company: person.company, checkedInAt },
      checkedInAt,
    })
    const again = await owner.client.post(`/api/events/${event.id}/check-ins`, { token: scanned.split('/').pop() })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ alreadyCheckedIn: true, checkedInAt: first.body.checkedInAt })
    // The manage page shows the same code again.
    expect((await anonymous().get(`/api/registrations/${person.token}`)).body.registration).toMatchObject({
      checkInUrl: scanned,
      checkedInAt: first.body.checkedInAt,
    })
  })

  it('refuses a code of another event, an altered code and a cancelled registration', async () => {
    const event = await createEvent(owner.client)
    const elsewhere = await createEvent(owner.client)
    const person = await register(elsewhere.id)
    const scanned = await scannedCodeOf(person.email)
    const other = await owner.client.post<ApiError>(`/api/events/${event.id}/check-ins`, { token: scanned })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Registration not found')
    const [id, mac] = scanned.split('/').pop()!.split('.')
    const forged = `${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`
    expect((await owner.client.post(`/api/events/${elsewhere.id}/check-ins`, { token: forged })).status).toBe(404)
    expect((await owner.client.post(`/api/events/${elsewhere.id}/check-ins`, { token: 'nonsense' })).status).toBe(404)
    await anonymous().post(`/api/registrations/${person.token}/cancel`, {})
    const cancelled = await owner.client.post<ApiError>(`/api/events/${elsewhere.id}/check-ins`, { token: scanned })
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.message).toBe('This registration is cancelled')
  })

  it('lets the owner and the master admin check in, undo and add walk-ins; nobody else', async () => {
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    const person = await register(event.id)
    expect((await anonymous().post(`/api/events/${event.id}/check-ins`, { attendeeId: person.id })).status).toBe(401)
    expect((await otherHost.client.post(`/api/events/${event.id}/check-ins`, { attendeeId: person.id })).status).toBe(403)
    expect((await otherHost.client.get(`/api/events/${event.id}/check-ins`)).status).toBe(403)
    expect((await master.post(`/api/events/${event.id}/check-ins`, { attendeeId: person.id })).status).toBe(201)
    const list = await owner.client.get(`/api/events/${event.id}/check-ins`)
    expect(list.body).toMatchObject({
      registered: 1,
      checkedIn: 1,
      attendees: [{ id: person.id, name: person.name, checkedInAt: expect.any(String) }],
    })
    const undone = await owner.client.delete(`/api/events/${event.id}/check-ins/${person.id}`)
    expect(undone.status).toBe(200)
    expect(undone.body.attendee.checkedInAt).toBeNull()
    expect((await owner.client.get(`/api/events/${event.id}/check-ins`)).body.checkedIn).toBe(0)
    expect((await otherHost.client.delete(`/api/events/${event.id}/check-ins/${person.id}`)).status).toBe(403)
    // A walk-in at a full event: added like a host adds people, already checked in.
    const walker = attendee({ name: 'Walk In' })
    const walkIn = await owner.client.post(`/api/events/${event.id}/walk-ins`, walker)
    expect(walkIn.status).toBe(201)
    expect(walkIn.body.attendee).toMatchObject({ name: 'Walk In', checkedInAt: expect.any(String) })
    expect((await owner.client.get(`/api/events/${event.id}/check-ins`)).body).toMatchObject({ registered: 2, checkedIn: 1 })
    // An address already registered is told to the host as such, in a host's words (any letter case).
    const again = await owner.client.post<{ message: string }>(
      `/api/events/${event.id}/walk-ins`,
      attendee({ name: 'Walk In', email: walker.email.toUpperCase() }),
    )
    expect([again.status, again.body.message]).toEqual([409, 'This person is already registered for this event'])
    expect((await otherHost.client.post(`/api/events/${event.id}/walk-ins`, attendee())).status).toBe(403)
    const hosts = await owner.client.get(`/api/events/${event.id}/attendees`)
    expect(hosts.body.find((row: { name: string }) => row.name === 'Walk In')!.checkedInAt).toEqual(expect.any(String))
    const csv = await owner.client.get(`/api/events/${event.id}/attendees/download`)
    expect(csv.text.split('\r\n')[0]).toBe('"Name","Email","Company","Registered","Checked in"')
  })

  it('records one time when two phones scan the same code at once', async () => {
    const event = await createEvent(owner.client)
    const person = await register(event.id)
    const scanned = await scannedCodeOf(person.email)
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => owner.client.post(`/api/events/${event.id}/check-ins`, { token: scanned })),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(new Set(answers.map((answer) => answer.body.checkedInAt)).size).toBe(1)
  })

  it('gives phones refreshing together one answer, and their next refresh shows a check-in or a change of the night', async () => {
    const event = await createEvent(owner.client)
    const [ada, grace] = [await register(event.id), await register(event.id)]
    const listPath = `/api/events/${event.id}/check-ins`
    const snapshotPath = `/api/events/${event.id}/check-ins/snapshot`
    // Ten phones and their kept snapshots at the same moment (site/src/features/door/refresh.ts).
    const [lists, snapshots] = await Promise.all([
      Promise.all(Array.from({ length: 10 }, () => owner.client.get<CheckInList>(listPath))),
      Promise.all(Array.from({ length: 10 }, () => owner.client.get<DoorSnapshot>(snapshotPath))),
    ])
    expect(new Set(lists.map((list) => list.headers.get('etag'))).size).toBe(1)
    expect(new Set(lists.map((list) => list.text)).size).toBe(1)
    expect(lists[0].body).toMatchObject({ registered: 2, checkedIn: 0, conflicts: [] })
    expect(new Set(snapshots.map((snapshot) => snapshot.text)).size).toBe(1)
    expect(snapshots[0].body.attendees.map((person) => person.id).sort()).toEqual(
      lists[0].body.attendees.map((person) => person.id).sort(),
    )
    // Never kept by a browser: a phone's next refresh is a new answer.
    expect(lists[0].headers.get('cache-control')).toBe('private, no-store')
    const etag = lists[0].headers.get('etag')!

    expect((await owner.client.post(listPath, { attendeeId: ada.id })).status).toBe(201)
    const [afterList, afterSnapshot] = await Promise.all([
      owner.client.get<CheckInList>(listPath),
      owner.client.get<DoorSnapshot>(snapshotPath),
    ])
    expect(afterList.headers.get('etag')).not.toBe(etag)
    expect(afterList.body.checkedIn).toBe(1)
    expect(afterList.body.attendees.find((person) => person.id === grace.id)?.checkedInAt).toBeNull()
    expect(afterSnapshot.body.attendees.find((person) => person.id === ada.id)?.checkedInAt).toEqual(expect.any(String))

    const renamed = await owner.client.patch(`/api/events/${event.id}`, eventBody({ name: 'Renamed Night' }))
    expect(renamed.status).toBe(200)
    expect((await owner.client.get<CheckInList>(listPath)).body.event.name).toBe('Renamed Night')
    expect((await owner.client.get<DoorSnapshot>(snapshotPath)).body.event.name).toBe('Renamed Night')
  })
})

describe('door link', () => {
  it('checks people in for its event only, never shows an email, and stops when revoked or replaced', async () => {
    const event = await createEvent(owner.client)
    const elsewhere = await createEvent(owner.client)
    const person = await register(event.id)
    expect((await otherHost.client.post(`/api/events/${event.id}/door-link`, {})).status).toBe(403)
    expect((await anonymous().post(`/api/events/${event.id}/door-link`, {})).status).toBe(401)
    const created = await owner.client.post(`/api/events/${event.id}/door-link`, {})
    expect(created.status).toBe(201)
    expect(created.body.url).toMatch(new RegExp(`^${server.url}/door/[A-Za-z0-9_-]{22}$`))
    expect((await owner.client.get(`/api/events/${event.id}/door-link`)).body).toEqual({
      active: true,
      expiresAt: created.body.expiresAt,
    })
    const doorToken = created.body.url.split('/').pop()!
    const volunteer = anonymous()
    const list = await volunteer.get(`/api/door/${doorToken}`)
    expect(list.status).toBe(200)
    expect(list.body.attendees).toEqual([{ id: person.id, name: person.name, company: person.company, checkedInAt: null }])
    expect(JSON.stringify(list.body)).not.toMatch(/@/)
    const scanned = await scannedCodeOf(person.email)
    const checked = await volunteer.post(`/api/door/${doorToken}/check-ins`, { token: scanned })
    expect(checked.status).toBe(201)
    expect(JSON.stringify(checked.body)).not.toMatch(/@/)
    expect((await volunteer.delete(`/api/door/${doorToken}/check-ins/${person.id}`)).status).toBe(200)
    // The event's own check-in takes the link in a header, for that event only.
    expect(
      (await volunteer.post(`/api/events/${event.id}/check-ins`, { attendeeId: person.id }, { 'X-Door-Token': doorToken }))
        .status,
    ).toBe(201)
    expect((await volunteer.get(`/api/events/${elsewhere.id}/check-ins`, { 'X-Door-Token': doorToken })).status).toBe(404)
    expect((await volunteer.get(`/api/events/${event.id}/door-link`, { 'X-Door-Token': doorToken })).status).toBe(401)
    const walkIn = await volunteer.post(`/api/door/${doorToken}/walk-ins`, attendee({ name: 'Door Walk-in' }))
    expect(walkIn.status).toBe(201)
    expect(JSON.stringify(walkIn.body)).not.toMatch(/@/)

    const replaced = await owner.client.post(`/api/events/${event.id}/door-link`, {})
    const stale = await volunteer.get<ApiError>(`/api/door/${doorToken}`)
    expect(stale.status).toBe(404)
    expect(stale.body.message).toBe('This door link is not valid')
    const newToken = replaced.body.url.split('/').pop()
    expect((await volunteer.get(`/api/door/${newToken}`)).status).toBe(200)
    expect((await owner.client.delete(`/api/events/${event.id}/door-link`)).status).toBe(200)
    expect((await volunteer.get(`/api/door/${newToken}`)).status).toBe(404)
    expect((await owner.client.get(`/api/events/${event.id}/door-link`)).body).toEqual({ active: false, expiresAt: null })
    expect((await volunteer.get('/api/door/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404)
  })

  it('expires when the event ends', async () => {
    const start = new Date(Date.now() - 5 * 3600_000)
    const event = await createEvent(owner.client, {
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    })
    const created = await owner.client.post(`/api/events/${event.id}/door-link`, {})
    const answer = await anonymous().get<ApiError>(`/api/door/${created.body.url.split('/').pop()}`)
    expect(answer.status).toBe(410)
    expect(answer.body.message).toBe('This door link has expired')
  })
})

describe('reports', () => {
  it('counts a scripted night: 10 registered, 1 cancelled, 7 checked in -> no-show 2 of 9', async () => {
    const event = await createEvent(owner.client, { maxAttendees: 10 })
    const people: Awaited<ReturnType<typeof register>>[] = []
    for (let i = 0; i < 10; i++) people.push(await register(event.id, { company: i < 4 ? 'Acme' : i < 7 ? 'acme ' : `Co ${i}` }))
    await anonymous().post(`/api/events/${event.id}/waitlist`, attendee())
    await anonymous().post(`/api/registrations/${people[9].token}/cancel`, {})
    // The cancellation promoted the person waiting; cancel them too to keep the script.
    const waiting = (await owner.client.get(`/api/events/${event.id}/attendees`)).body.find(
      (row: { email: string }) => !people.some((person) => person.email === row.email),
    )
    await owner.client.delete(`/api/events/${event.id}/attendees/${waiting!.id}`)
    for (const person of people.slice(0, 7))
      expect((await owner.client.post(`/api/events/${event.id}/check-ins`, { attendeeId: person.id })).status).toBe(201)

    // Before the night is over nobody can have failed to come: no rate yet, and an empty CSV cell.
    const before = await owner.client.get<EventReport>(`/api/reports/events/${event.id}`)
    expect(before.body).toMatchObject({ registered: 9, checkedIn: 7, noShowRate: null })
    expect((await owner.client.get(`/api/reports/events/${event.id}/download`)).text.split('\r\n')[1]).toMatch(
      /^"Test Pub Night","[^"]+","9","1","0","7","","3"$/,
    )
    // Everyone signed up today: one day of registrations, in the event's zone.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date())
    expect(before.body.registrationsByDay).toEqual([{ day: today, registrations: 9 }])

    // The night is over (its end has passed): now it has a rate.
    await endNight(event.id)
    const report = await owner.client.get(`/api/reports/events/${event.id}`)
    expect(report.status).toBe(200)
    expect(report.body).toMatchObject({
      eventId: event.id,
      registered: 9,
      cancelled: 1,
      waitlisted: 0,
      checkedIn: 7,
      noShowRate: 0.2222,
      companies: 3,
    })
    expect(report.body.companyNames).toEqual(['Acme', 'Co 7', 'Co 8'])
    // The same rows the lists show.
    expect((await owner.client.get(`/api/events/${event.id}/attendees`)).body).toHaveLength(report.body.registered)
    expect((await owner.client.get(`/api/events/${event.id}/check-ins`)).body.checkedIn).toBe(report.body.checkedIn)
    const csv = await owner.client.get(`/api/reports/events/${event.id}/download`)
    expect(csv.status).toBe(200)
    expect(csv.text.split('\r\n')[0]).toBe(
      '"Event","Date","Registered","Cancelled","Waitlisted","Checked in","No-show rate","Companies"',
    )
    expect(csv.text.split('\r\n')[1]).toMatch(
      /^"Test Pub Night","\d{4}-\d\d-\d\d \d\d:\d\d -0[56]:00","9","1","0","7","22\.2%","3"$/,
    )

    expect((await otherHost.client.get(`/api/reports/events/${event.id}`)).status).toBe(403)
    expect((await anonymous().get(`/api/reports/events/${event.id}`)).status).toBe(401)
    expect((await owner.client.get('/api/reports/series')).status).toBe(403)
  })

  it('gives the master admin the series: per event, totals, repeat attendees, companies by month', async () => {
    const first = await createEvent(owner.client)
    const second = await createEvent(otherHost.client)
    const regular = attendee({ company: 'Regular Co' })
    await register(first.id, { email: regular.email, company: 'Regular Co' })
    await register(second.id, { email: regular.email.toUpperCase(), company: 'Regular Co' })
    const series = await master.get('/api/reports/series')
    expect(series.status).toBe(200)
    const rows = series.body.events.filter((row: { eventId: unknown }) => row.eventId === first.id || row.eventId === second.id)
    expect(rows).toHaveLength(2)
    // Nights still ahead have no rate and stay out of the series rate.
    const typed = series.body
    expect(
      typed.events.filter((row) => row.eventId === first.id || row.eventId === second.id).map((row) => row.noShowRate),
    ).toEqual([null, null])
    const happened = typed.events.filter((row) => row.noShowRate !== null)
    const registeredThen = happened.reduce((total, row) => total + row.registered, 0)
    const checkedInThen = happened.reduce((total, row) => total + row.checkedIn, 0)
    expect(typed.totals.noShowRate).toBe(
      registeredThen ? Math.round(((registeredThen - checkedInThen) / registeredThen) * 10_000) / 10_000 : null,
    )
    expect(typed.registrationsOverTime.at(-1)).toEqual({
      month: new Date().toISOString().slice(0, 7),
      registrations: expect.any(Number),
    })
    expect(typed.registrationsOverTime.reduce((total, month) => total + month.registrations, 0)).toBe(typed.totals.registered)
    const csv = await master.get('/api/reports/series/download')
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('"All events",')
    expect(csv.text).toContain(`"Repeat attendees","${series.body.repeatAttendees}"`)
  })
})
