import { createHash, randomUUID } from 'node:crypto'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import jsQR from 'jsqr'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, eventBody } from '../support/actors'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { startSmtpServer } from '../support/smtp'
import { endedDaysAgo } from '../support/nights'
import { queryTestDatabase } from '../support/testDatabase'
import { DOOR_BATCHES_PER_MINUTE } from '../../cms/http/middleware/rateLimits'
import { messages } from '../../contract/messages'
import { DOOR_OPENS_BEFORE_START_MS } from '../../cms/modules/door/checkInBatch'
import type { TestServer } from '../support/testServer'
import type { CheckInList, CheckInResult, DoorLinkCreated } from '../../contract/door'
import type { RegistrationResultDto } from '../../contract/registrations'
import type { DoorSnapshot, ScanBatchResult } from '../../contract/doorOffline'
import type { ApiError, EventDto, Id } from '../../contract/types'

/**
 * The door without a network over real HTTP (docs/api.md "The door without a network"): the
 * snapshot a phone keeps, per caller and by its contents, and batches of scans uploaded later:
 * replayed, from two phones that were offline at once, too large, malformed, or naming someone
 * of another night.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let master: Client
let owner: Awaited<ReturnType<typeof createHost>>
let cohost: Awaited<ReturnType<typeof createHost>>
let otherHost: Awaited<ReturnType<typeof createHost>>
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  ;({ smtp, server, master } = await startServerWithMail())
  owner = await createHost(server, { name: 'Owner Host' })
  cohost = await createHost(server, { name: 'Co Host' })
  otherHost = await createHost(server, { name: 'Other Host' })
})
afterAll(() => stopServerWithMail({ smtp, server }))

async function register(eventId: Id, overrides: Record<string, unknown> = {}) {
  const person = attendee(overrides)
  const answer = await anonymous().post<RegistrationResultDto>(`/api/events/${eventId}/attendees`, person)
  expect(answer.status).toBe(201)
  return { ...person, id: answer.body.id, token: new URL(answer.body.manageUrl!).pathname.split('/').pop()! }
}

/** The entry code in the confirmation email's QR code, as a phone's decoder reads it. */
async function mailedCodeOf(email: string) {
  const mail = await smtp.waitFor((m) => m.envelopeTo.includes(email) && /registered/.test(m.subject ?? ''))
  const image = mail.attachments.find((file) => file.mimeType === 'image/png')!
  const { data, info } = await sharp(Buffer.from(image.content as ArrayBuffer))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)!.data.split('/').pop()!
}

async function doorLinkOf(eventId: Id, client = owner.client) {
  const created = await client.post<DoorLinkCreated>(`/api/events/${eventId}/door-link`, {})
  expect(created.status).toBe(201)
  return created.body.url.split('/').pop()!
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString()
const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString()
const scan = (attendeeId: Id, at: string) => ({ clientId: randomUUID(), attendeeId, at })

describe('the snapshot', () => {
  it('goes to the door link and the team; anonymous, other hosts and closed links get nothing', async () => {
    const event = await createEvent(owner.client)
    await register(event.id)
    const added = await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })
    expect(added.status).toBe(201)
    const doorToken = await doorLinkOf(event.id)

    const byLink = await anonymous().get<DoorSnapshot>(`/api/door/${doorToken}/snapshot`)
    expect(byLink.status).toBe(200)
    expect(byLink.headers.get('cache-control')).toBe('private, no-store')
    expect(byLink.body.attendees).toHaveLength(1)
    for (const team of [owner.client, cohost.client, master]) {
      const answer = await team.get<DoorSnapshot>(`/api/events/${event.id}/check-ins/snapshot`)
      expect(answer.status).toBe(200)
      expect(answer.headers.get('cache-control')).toBe('private, no-store')
      expect(answer.body.attendees).toEqual(byLink.body.attendees)
    }
    expect((await anonymous().get(`/api/events/${event.id}/check-ins/snapshot`)).status).toBe(401)
    expect((await otherHost.client.get(`/api/events/${event.id}/check-ins/snapshot`)).status).toBe(403)
    expect((await anonymous().get('/api/door/AAAAAAAAAAAAAAAAAAAAAA/snapshot')).status).toBe(404)

    // Revoked: the stored copies' owner hears why at the next load.
    expect((await owner.client.delete(`/api/events/${event.id}/door-link`)).status).toBe(200)
    const revoked = await anonymous().get<ApiError>(`/api/door/${doorToken}/snapshot`)
    expect([revoked.status, revoked.body.message]).toEqual([404, 'This door link is not valid'])

    // A link made by a co-host ends when they leave the team.
    const cohostLink = await doorLinkOf(event.id, cohost.client)
    expect((await anonymous().get(`/api/door/${cohostLink}/snapshot`)).status).toBe(200)
    expect((await owner.client.delete(`/api/events/${event.id}/team/${cohost.id}`)).status).toBe(200)
    expect((await anonymous().get(`/api/door/${cohostLink}/snapshot`)).status).toBe(404)
  })

  it('is made once for the phones that ask together, sent gzipped to a browser and as is to any other client, and made again after a check-in', async () => {
    const event = await createEvent(owner.client)
    const ada = await register(event.id, { name: 'Ada Together' })
    const path = `/api/events/${event.id}/check-ins/snapshot`
    // Two phones at once, as the door opens: both get the one answer made (the same moment, the same ETag).
    const [first, second] = await Promise.all([
      owner.client.get<DoorSnapshot>(path, { 'Accept-Encoding': 'gzip' }),
      owner.client.get<DoorSnapshot>(path, { 'Accept-Encoding': 'gzip' }),
    ])
    expect(first.headers.get('content-encoding')).toBe('gzip')
    expect(first.headers.get('vary')).toContain('Accept-Encoding')
    expect(second.body.generatedAt).toBe(first.body.generatedAt)
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    // A client that takes no gzip gets the same JSON unencoded.
    const plain = await new Promise<{ encoding?: string; type?: string; body: string }>((resolve, reject) => {
      const url = new URL(server.url + path)
      http
        .get(url, { headers: { Cookie: owner.client.cookieHeader } }, (answer) => {
          let body = ''
          answer.setEncoding('utf8')
          answer.on('data', (chunk: string) => (body += chunk))
          answer.on('end', () =>
            resolve({ encoding: answer.headers['content-encoding'], type: answer.headers['content-type'], body }),
          )
        })
        .on('error', reject)
    })
    expect(plain.encoding).toBeUndefined()
    expect(plain.type).toMatch(/^application\/json/)
    expect(JSON.parse(plain.body)).toEqual(first.body)

    // A check-in changes the list: the next phone gets a new snapshot with it.
    expect((await owner.client.post(`/api/events/${event.id}/check-ins`, { attendeeId: ada.id })).status).toBe(201)
    const after = await owner.client.get<DoorSnapshot>(path)
    expect(after.body.generatedAt).not.toBe(first.body.generatedAt)
    expect(after.body.attendees.find((person) => person.id === ada.id)!.checkedInAt).not.toBeNull()
  })

  it('expires with its night: 410', async () => {
    const start = new Date(Date.now() - 5 * 3600_000)
    const event = await createEvent(owner.client, {
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    })
    const answer = await anonymous().get<ApiError>(`/api/door/${await doorLinkOf(event.id)}/snapshot`)
    expect([answer.status, answer.body.message]).toEqual([410, 'This door link has expired'])
  })

  it('holds names, companies, check-in times and the hash of the mailed code; never an email or a host-only answer', async () => {
    const created = await owner.client.post<EventDto>(
      '/api/events',
      eventBody({
        name: 'Snapshot Night',
        questions: [
          { label: 'Dietary needs', kind: 'text', showAtDoor: true },
          { label: 'Budget', kind: 'text', hostOnly: true, showAtDoor: true },
        ],
      }),
    )
    const event = created.body
    const [dietary, budget] = event.questions.map((question) => question.id)
    const ada = await register(event.id, {
      name: 'Ada Snapshot',
      company: 'Engines Ltd',
      answers: { [dietary]: 'Vegan', [budget]: 'Secret budget 9000' },
    })
    const grace = await register(event.id, { name: 'Grace Snapshot', company: 'Navy Labs' })
    const gone = await register(event.id, { name: 'Cancelled Person' })
    await anonymous().post(`/api/registrations/${gone.token}/cancel`, {})
    const checkedIn = await owner.client.post<CheckInResult>(`/api/events/${event.id}/check-ins`, { attendeeId: grace.id })
    expect(checkedIn.status).toBe(201)

    const answer = await anonymous().get<DoorSnapshot>(`/api/door/${await doorLinkOf(event.id)}/snapshot`)
    expect(answer.body).toEqual({
      event: { id: event.id, name: 'Snapshot Night', date: event.date, endDate: event.endDate, timezone: event.timezone },
      generatedAt: expect.any(String),
      attendees: [
        {
          id: ada.id,
          name: 'Ada Snapshot',
          company: 'Engines Ltd',
          checkedInAt: null,
          codeHash: sha256(await mailedCodeOf(ada.email)),
        },
        {
          id: grace.id,
          name: 'Grace Snapshot',
          company: 'Navy Labs',
          checkedInAt: checkedIn.body.checkedInAt,
          codeHash: sha256(await mailedCodeOf(grace.email)),
        },
      ],
    })
    expect(Math.abs(Date.parse(answer.body.generatedAt) - Date.now())).toBeLessThan(60_000)
    expect(answer.body.attendees[0].codeHash).toMatch(/^[0-9a-f]{64}$/)
    for (const secret of ['@', 'Secret budget', 'Vegan', 'rowKey', ada.token]) expect(answer.text).not.toContain(secret)
  })
})

describe('batches of scans', () => {
  /**
   * A night under way (it started an hour ago) whose people registered the day before, so the
   * phones' scans of the last minutes and hours fall after both floors of a scan's time (the
   * door's opening, the registration). Registration closes at the start, so the people register
   * first and the night and their rows are then dated back behind the API's back.
   */
  async function nightWithPeople(count: number) {
    const event = await createEvent(owner.client)
    const people = []
    for (let i = 0; i < count; i++) people.push(await register(event.id, { name: `Person ${i}` }))
    await underWay(event.id)
    return { event, people, doorToken: await doorLinkOf(event.id) }
  }
  async function underWay(eventId: Id) {
    const start = Date.now() - 3600_000
    await server.payload.update({
      collection: 'events',
      id: eventId,
      data: { date: new Date(start).toISOString(), endDate: new Date(start + 4 * 3600_000).toISOString() },
    })
    await registeredTheDayBefore(eventId)
  }
  async function registeredTheDayBefore(eventId: Id) {
    const rows = await server.payload.db.find<{ id: Id }>({
      collection: 'attendees',
      where: { event: { equals: eventId } },
      pagination: false,
      limit: 0,
    })
    for (const row of rows.docs)
      await server.payload.db.updateOne({
        collection: 'attendees',
        where: { id: { equals: row.id } },
        data: { createdAt: new Date(Date.now() - 86400_000).toISOString() },
        returning: false,
      })
  }
  const upload = (doorToken: string, body: unknown) =>
    anonymous().post<ScanBatchResult>(`/api/door/${doorToken}/check-ins/batch`, body)
  const listOf = async (eventId: Id) => (await owner.client.get<CheckInList>(`/api/events/${eventId}/check-ins`)).body

  it('take the scans a phone made offline after the night has ended, archived too, for two days; never a new list', async () => {
    const { event, people, doorToken } = await nightWithPeople(2)
    const scans = people.map((person, i) => scan(person.id, minutesAgo(40 - i)))
    // The night ended half an hour ago and the host archived it; the volunteer's phone gets signal now.
    const ended = (msAgo: number) =>
      server.payload.db.updateOne({
        collection: 'events',
        where: { id: { equals: event.id } },
        data: { endDate: new Date(Date.now() - msAgo).toISOString() },
        returning: false,
      })
    await ended(30 * 60_000)
    expect((await owner.client.patch(`/api/events/${event.id}/archive`, { archived: true })).status).toBe(200)
    expect((await anonymous().get(`/api/door/${doorToken}/snapshot`)).status).toBe(410)
    const late = await upload(doorToken, { device: 'Phone A', scans })
    expect(late.status).toBe(200)
    expect(late.body.results.map((result) => result.result)).toEqual(['checkedIn', 'checkedIn'])
    expect((await listOf(event.id)).checkedIn).toBe(2)
    // Past the two days, the link takes nothing more.
    await ended(49 * 3600_000)
    const tooLate = await upload(doorToken, { device: 'Phone B', scans: [scan(people[0].id, minutesAgo(1))] })
    expect(tooLate.status).toBe(410)
  })

  it('take a client id sent twice in one batch as its first scan, answered the same both times', async () => {
    const { event, people, doorToken } = await nightWithPeople(2)
    const first = scan(people[0].id, minutesAgo(10))
    const sameId = { ...scan(people[1].id, minutesAgo(9)), clientId: first.clientId }
    const answer = await upload(doorToken, { device: 'Phone A', scans: [first, sameId] })
    expect(answer.status).toBe(200)
    const once = { clientId: first.clientId, attendeeId: people[0].id, result: 'checkedIn', checkedInAt: first.at }
    expect(answer.body.results).toEqual([once, once])
    const list = await listOf(event.id)
    expect(list.attendees.filter((person) => person.checkedInAt !== null).map((person) => person.id)).toEqual([people[0].id])
  })

  it('take the scans of a night archived while under way (it took place); never of one called off before its start', async () => {
    // The host archives the night an hour in, before its end: the phone's scans from the door still count.
    const { event, people, doorToken } = await nightWithPeople(1)
    expect((await owner.client.patch(`/api/events/${event.id}/archive`, { archived: true })).status).toBe(200)
    const taken = await upload(doorToken, { device: 'Phone A', scans: [scan(people[0].id, minutesAgo(5))] })
    expect([taken.status, taken.body.results?.map((result) => result.result)]).toEqual([200, ['checkedIn']])

    // Called off: archived before it started. Nothing happened at a door.
    const calledOff = await createEvent(owner.client)
    const person = await register(calledOff.id, { name: 'Never Came' })
    const itsDoor = await doorLinkOf(calledOff.id)
    expect((await owner.client.patch(`/api/events/${calledOff.id}/archive`, { archived: true })).status).toBe(200)
    const refused = await upload(itsDoor, { device: 'Phone A', scans: [scan(person.id, minutesAgo(5))] })
    expect(refused.status).toBe(410)
    // Nor once the date it had has passed, in the two days a night that took place takes scans.
    await endedDaysAgo(server, calledOff.id, 0.1)
    expect((await upload(itsDoor, { device: 'Phone A', scans: [scan(person.id, minutesAgo(200))] })).status).toBe(410)
  })

  it('check people in at the scan time; replaying the batch changes nothing and answers the same', async () => {
    const { event, people, doorToken } = await nightWithPeople(3)
    const scans = people.map((person, i) => scan(person.id, minutesAgo(30 - i)))
    const first = await upload(doorToken, { device: 'Phone A', scans })
    expect(first.status).toBe(200)
    expect(first.body.results).toEqual(
      scans.map((sent) => ({ clientId: sent.clientId, attendeeId: sent.attendeeId, result: 'checkedIn', checkedInAt: sent.at })),
    )
    const list = await listOf(event.id)
    expect(list.checkedIn).toBe(3)
    expect(list.attendees.map((person) => person.checkedInAt).sort()).toEqual(scans.map((sent) => sent.at).sort())
    expect(list.conflicts).toEqual([])

    // The answer was lost on the way: the phone sends the same batch again, and again at once.
    const replays = await Promise.all([1, 2, 3].map(() => upload(doorToken, { device: 'Phone A', scans })))
    for (const replay of replays) expect([replay.status, replay.body]).toEqual([200, first.body])
    expect(await listOf(event.id)).toEqual(list)
    const stored = await server.payload.count({ collection: 'door-scans', where: { event: { equals: String(event.id) } } })
    expect(stored.totalDocs).toBe(3)

    // The same batch through the team's route of the same night is the same batch too.
    const team = await owner.client.post<ScanBatchResult>(`/api/events/${event.id}/check-ins/batch`, {
      device: 'Phone A',
      scans,
    })
    expect(team.body).toEqual(first.body)
  })

  it('from two phones offline at once make one check-in: the earliest scan wins and the other is a conflict the team sees', async () => {
    const { event, people, doorToken } = await nightWithPeople(2)
    const [ada, grace] = people
    const phoneA = [scan(ada.id, minutesAgo(20)), scan(grace.id, minutesAgo(19))]
    const phoneB = [scan(ada.id, minutesAgo(25))]
    // Phone A comes back online first.
    const fromA = await upload(doorToken, { device: 'Phone A', scans: phoneA })
    expect(fromA.body.results.map((result) => result.result)).toEqual(['checkedIn', 'checkedIn'])
    // Phone B scanned Ada earlier, offline too: one check-in, at B's earlier time, and B hears a conflict.
    const fromB = await anonymous().post<ScanBatchResult>(
      `/api/events/${event.id}/check-ins/batch`,
      { device: 'Phone B', scans: phoneB },
      { 'X-Door-Token': doorToken },
    )
    expect(fromB.body.results).toEqual([
      { clientId: phoneB[0].clientId, attendeeId: ada.id, result: 'conflict', checkedInAt: phoneB[0].at },
    ])
    // Phone A scans Ada again later: A had checked her in, so it is no conflict.
    const again = await upload(doorToken, { device: 'Phone A', scans: [scan(ada.id, minutesAgo(1))] })
    expect(again.body.results[0]).toMatchObject({ result: 'alreadyCheckedIn', checkedInAt: phoneB[0].at })

    const list = await listOf(event.id)
    expect(list.checkedIn).toBe(2)
    expect(list.attendees.find((person) => person.id === ada.id)?.checkedInAt).toBe(phoneB[0].at)
    expect(list.conflicts).toEqual([{ attendeeId: ada.id, device: 'Phone B', at: phoneB[0].at }])
    // The volunteer's list shows it too; never anyone's email.
    const door = await anonymous().get<CheckInList>(`/api/door/${doorToken}`)
    expect(door.body.conflicts).toEqual(list.conflicts)
    expect(door.text).not.toContain('@')

    // The team undoes Ada's check-in: no "also scanned on Phone B" beside someone not come, and
    // Phone B's upload sent again is still the scan it was, not a second check-in.
    expect((await owner.client.delete(`/api/events/${event.id}/check-ins/${ada.id}`)).status).toBe(200)
    expect((await listOf(event.id)).conflicts).toEqual([])
    expect((await anonymous().get<CheckInList>(`/api/door/${doorToken}`)).body.conflicts).toEqual([])
    expect((await upload(doorToken, { device: 'Phone B', scans: phoneB })).body.results[0].result).toBe('conflict')
    const after = await listOf(event.id)
    expect(after.attendees.find((person) => person.id === ada.id)?.checkedInAt ?? null).toBeNull()
    expect(after.conflicts).toEqual([])
  })

  it('forget the scans of a registration cancelled and added back: not yet come, no conflict, and a second scan is one (decision 579)', async () => {
    const { event, people, doorToken } = await nightWithPeople(1)
    const [ada] = people
    expect((await upload(doorToken, { device: 'Phone A', scans: [scan(ada.id, minutesAgo(20))] })).body.results[0].result).toBe(
      'checkedIn',
    )
    expect((await upload(doorToken, { device: 'Phone B', scans: [scan(ada.id, minutesAgo(15))] })).body.results[0].result).toBe(
      'conflict',
    )
    expect((await listOf(event.id)).conflicts).toHaveLength(1)
    // Ada cancels from her link during the night, and the team adds her back.
    expect((await anonymous().post(`/api/registrations/${ada.token}/cancel`, {})).status).toBe(200)
    const back = await owner.client.post<{ id: Id }>(`/api/events/${event.id}/attendees`, {
      name: ada.name,
      email: ada.email,
      company: ada.company,
    })
    expect([back.status, back.body.id]).toEqual([201, ada.id])
    const list = await listOf(event.id)
    expect(list.conflicts).toEqual([])
    expect(list.attendees.find((person) => person.id === ada.id)?.checkedInAt ?? null).toBeNull()
    // Phone B checks her in now; Phone A's scan after it is a second scan of her: a conflict.
    expect((await upload(doorToken, { device: 'Phone B', scans: [scan(ada.id, minutesAgo(2))] })).body.results[0].result).toBe(
      'checkedIn',
    )
    expect((await upload(doorToken, { device: 'Phone A', scans: [scan(ada.id, minutesAgo(1))] })).body.results[0].result).toBe(
      'conflict',
    )
  })

  it('takes a time ahead of the server clock as now, and a tap at the door is a conflict for a phone that was offline', async () => {
    const { event, people, doorToken } = await nightWithPeople(2)
    const before = Date.now()
    const ahead = await upload(doorToken, {
      device: 'Phone A',
      scans: [scan(people[0].id, new Date(Date.now() + 3600_000).toISOString())],
    })
    const at = Date.parse(ahead.body.results[0].checkedInAt!)
    expect(at).toBeGreaterThanOrEqual(before - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)

    const tapped = await owner.client.post<CheckInResult>(`/api/events/${event.id}/check-ins`, { attendeeId: people[1].id })
    const late = await upload(doorToken, { device: 'Phone B', scans: [scan(people[1].id, new Date().toISOString())] })
    expect(late.body.results[0]).toMatchObject({ result: 'conflict', checkedInAt: tapped.body.checkedInAt })
  })

  it('never date a check-in before the door opened or before the person registered (issue 52, finding 4)', async () => {
    const { event, people, doorToken } = await nightWithPeople(2)
    const night = await server.payload.findByID({ collection: 'events', id: event.id, depth: 0 })
    const doorOpens = new Date(Date.parse(night.date) - DOOR_OPENS_BEFORE_START_MS).toISOString()
    // A phone whose clock went back to 1970: its person is checked in, at the door's opening.
    const epoch = await upload(doorToken, { device: 'Phone A', scans: [scan(people[0].id, '1970-01-01T00:00:00.000Z')] })
    expect(epoch.body.results[0]).toMatchObject({ result: 'checkedIn', checkedInAt: doorOpens })
    // A time recorded at the door is never moved back past that either.
    const tapped = await owner.client.post<CheckInResult>(`/api/events/${event.id}/check-ins`, { attendeeId: people[1].id })
    const back = await upload(doorToken, { device: 'Phone B', scans: [scan(people[1].id, '1970-01-01T00:00:00.000Z')] })
    expect(back.body.results[0]).toMatchObject({ result: 'conflict', checkedInAt: doorOpens })
    expect(Date.parse(tapped.body.checkedInAt)).toBeGreaterThan(Date.parse(doorOpens))

    // Someone the host added a minute ago at the door was not scanned half an hour earlier.
    const walkIn = await owner.client.post<{ id: Id }>(`/api/events/${event.id}/attendees`, attendee())
    expect(walkIn.status).toBe(201)
    const added = await server.payload.findByID({ collection: 'attendees', id: walkIn.body.id, depth: 0 })
    const early = await upload(doorToken, { device: 'Phone A', scans: [scan(walkIn.body.id, minutesAgo(30))] })
    expect(early.body.results[0]).toMatchObject({ result: 'checkedIn', checkedInAt: new Date(added.createdAt).toISOString() })
    const rows = await server.payload.find({
      collection: 'door-scans',
      where: { event: { equals: String(event.id) } },
      limit: 10,
    })
    for (const row of rows.docs) expect(Date.parse(row.at)).toBeGreaterThanOrEqual(Date.parse(doorOpens))
  })

  it('refuse people of another night, cancelled, waitlisted or unknown, scan by scan, and apply the rest', async () => {
    const { event, people, doorToken } = await nightWithPeople(3)
    const elsewhere = await createEvent(owner.client)
    const stranger = await register(elsewhere.id)
    await anonymous().post(`/api/registrations/${people[1].token}/cancel`, {})
    // Waiting for a seat, as a full night's waitlist keeps them (behind the API's back).
    await server.payload.db.updateOne({
      collection: 'attendees',
      where: { id: { equals: people[2].id } },
      data: { status: 'waitlisted' },
      returning: false,
    })
    const scans = [
      scan(stranger.id, minutesAgo(6)),
      scan(people[0].id, minutesAgo(5)),
      scan(people[1].id, minutesAgo(4)),
      scan(people[2].id, minutesAgo(3)),
      scan(typeof people[0].id === 'number' ? 99_999_999 : randomUUID(), minutesAgo(2)),
      scan('not-an-id', minutesAgo(1)),
      // Beyond PostgreSQL's serial ids: refused alone, not the whole batch.
      scan(typeof people[0].id === 'number' ? 9_999_999_999 : randomUUID(), minutesAgo(1)),
    ]
    const answer = await upload(doorToken, { device: 'Phone A', scans })
    expect(answer.status).toBe(200)
    expect(answer.body.results.map((result) => [result.result, result.checkedInAt])).toEqual([
      ['refused', null],
      ['checkedIn', scans[1].at],
      ['refused', null],
      ['refused', null],
      ['refused', null],
      ['refused', null],
      ['refused', null],
    ])
    // Nothing of the other night changed, and a replay answers the same.
    const strangerRow = await server.payload.findByID({ collection: 'attendees', id: stranger.id, depth: 0 })
    expect(strangerRow.checkedInAt ?? null).toBeNull()
    expect((await upload(doorToken, { device: 'Phone A', scans })).body).toEqual(answer.body)
    expect((await listOf(event.id)).checkedIn).toBe(1)
  })

  it('check in someone whose id has ten digits, as PostgreSQL serial ids reach', async () => {
    const { event, people, doorToken } = await nightWithPeople(1)
    let id: Id = people[0].id
    if (typeof id === 'number') {
      // The row renumbered where a database's ids have climbed past a billion (below 2,147,483,647).
      await queryTestDatabase(server.dir, 'UPDATE attendees SET id = ? WHERE id = ?', [2_000_000_001, id])
      id = 2_000_000_001
    }
    const scans = [scan(id, minutesAgo(1))]
    const answer = await upload(doorToken, { device: 'Phone A', scans })
    expect(answer.status).toBe(200)
    expect(answer.body.results.map((result) => result.result)).toEqual(['checkedIn'])
    expect((await listOf(event.id)).checkedIn).toBe(1)
  })

  it('refuse a batch over 500 scans, a malformed client id, time or device with 400, and apply nothing', async () => {
    const { event, people, doorToken } = await nightWithPeople(1)
    const cases: [unknown, string][] = [
      [
        { device: 'Phone A', scans: Array.from({ length: 501 }, () => scan(people[0].id, minutesAgo(1))) },
        'Send 1 to 500 scans at a time',
      ],
      [{ device: 'Phone A', scans: [] }, 'Send 1 to 500 scans at a time'],
      [
        { device: 'Phone A', scans: [{ ...scan(people[0].id, minutesAgo(1)), clientId: 'scan-1' }] },
        'Each scan needs a clientId that is a UUID',
      ],
      [
        { device: 'Phone A', scans: [{ ...scan(people[0].id, minutesAgo(1)), at: 'yesterday' }] },
        'Each scan needs the time it was made, as an ISO date and time',
      ],
      [
        { device: 'Phone A', scans: [{ ...scan(people[0].id, minutesAgo(1)), at: '2026-02-30T25:00:00Z' }] },
        'Each scan needs the time it was made, as an ISO date and time',
      ],
      [
        { device: 'Phone A', scans: [{ clientId: randomUUID(), at: minutesAgo(1) }] },
        'Each scan needs the attendeeId of the person scanned',
      ],
      ...[-1, 1e300, 1.5, '', 'x'.repeat(65)].map(
        (attendeeId) =>
          [
            { device: 'Phone A', scans: [{ ...scan(people[0].id, minutesAgo(1)), attendeeId }] },
            'Each scan needs the attendeeId of the person scanned',
          ] as [unknown, string],
      ),
      [{ device: '', scans: [scan(people[0].id, minutesAgo(1))] }, 'Name this device in 1 to 40 characters'],
      [{ scans: [scan(people[0].id, minutesAgo(1))] }, 'Name this device in 1 to 40 characters'],
    ]
    for (const [body, message] of cases) {
      const answer = await anonymous().post<ApiError>(`/api/door/${doorToken}/check-ins/batch`, body)
      expect({ status: answer.status, message: answer.body.message }).toEqual({ status: 400, message })
    }
    expect((await listOf(event.id)).checkedIn).toBe(0)
    expect(
      (await server.payload.count({ collection: 'door-scans', where: { event: { equals: String(event.id) } } })).totalDocs,
    ).toBe(0)
  })

  it('answer per caller like the door: a closed link 404 or 410, anonymous 401, another host 403', async () => {
    const { event, people, doorToken } = await nightWithPeople(1)
    const body = { device: 'Phone A', scans: [scan(people[0].id, minutesAgo(1))] }
    expect((await anonymous().post(`/api/events/${event.id}/check-ins/batch`, body)).status).toBe(401)
    expect((await otherHost.client.post(`/api/events/${event.id}/check-ins/batch`, body)).status).toBe(403)
    await owner.client.delete(`/api/events/${event.id}/door-link`)
    expect((await upload(doorToken, body)).status).toBe(404)
    expect((await listOf(event.id)).checkedIn).toBe(0)
  })

  it('are limited per door link (issue 52, finding 6): a leaked link cannot write without end, other doors go on', async () => {
    const { event, people, doorToken } = await nightWithPeople(1)
    const other = await nightWithPeople(1)
    const body = () => ({ device: 'Phone A', scans: [scan(people[0].id, minutesAgo(1))] })
    const statuses: number[] = []
    for (let i = 0; i < DOOR_BATCHES_PER_MINUTE + 1; i++) statuses.push((await upload(doorToken, body())).status)
    expect(statuses.slice(0, DOOR_BATCHES_PER_MINUTE)).toEqual(Array(DOOR_BATCHES_PER_MINUTE).fill(200))
    const refused = await upload(doorToken, body())
    expect([refused.status, (refused.body as unknown as ApiError).message]).toEqual([429, messages.tooManyRequests])
    // The same link through the team's route counts as the same link.
    const linked = await anonymous().post(`/api/events/${event.id}/check-ins/batch`, body(), { 'X-Door-Token': doorToken })
    expect(linked.status).toBe(429)
    // Another night's link, and the host at their own door, are not held back.
    const elsewhere = await upload(other.doorToken, { device: 'Phone A', scans: [scan(other.people[0].id, minutesAgo(1))] })
    expect(elsewhere.status).toBe(200)
    expect((await owner.client.post(`/api/events/${event.id}/check-ins/batch`, body())).status).toBe(200)
    const stored = await server.payload.count({ collection: 'door-scans', where: { event: { equals: String(event.id) } } })
    expect(stored.totalDocs).toBe(DOOR_BATCHES_PER_MINUTE + 1)
  })

  it('apply 500 scans in one batch: the first scan of each person checks them in, the repeats are no conflict', async () => {
    const { event, doorToken } = await nightWithPeople(0)
    // 100 people written behind the API's back (registering them one by one would take the test's time).
    const ids: Id[] = []
    for (let i = 0; i < 100; i++) {
      const email = `bulk.${i}.${Date.now()}@example.com`
      const row = await server.payload.create({
        collection: 'attendees',
        data: { event: event.id, name: `Bulk ${i}`, email, emailKey: email, company: 'Bulk Co', status: 'registered' as const },
      })
      ids.push(row.id)
    }
    await registeredTheDayBefore(event.id)
    const scans = Array.from({ length: 500 }, (_, i) => scan(ids[i % 100], secondsAgo(500 - i)))
    const answer = await upload(doorToken, { device: 'Phone A', scans })
    expect(answer.status).toBe(200)
    const results = answer.body.results.map((result) => result.result)
    expect(results.slice(0, 100)).toEqual(Array(100).fill('checkedIn'))
    expect(results.slice(100)).toEqual(Array(400).fill('alreadyCheckedIn'))
    expect(answer.body.results.slice(100).map((result) => result.checkedInAt)).toEqual(
      scans.slice(100).map((_, i) => scans[i % 100].at),
    )
    expect((await listOf(event.id)).checkedIn).toBe(100)
  })
})
