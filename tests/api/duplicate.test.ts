import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import { attendee, createHost, eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import type { ApiError, EventDto } from '../../contract/types'
import type { Event } from '../../payload-types'
import type { Client } from '../support/client'
import type { TestServer } from '../support/testServer'

/**
 * Duplicate and series over real HTTP (docs/api.md "Duplicate and series"), per role: new
 * ordinary events with the content, venue, zone, capacity, questions and their own banner; no
 * people, door links or reminders; dates in the event's zone across daylight saving changes.
 */
let server: TestServer
let anonymous: Client
let master: Client
let owner: RoleClients['owner']
let otherHost: RoleClients['otherHost']
let cohost: Awaited<ReturnType<typeof createHost>>

const questions = [
  { label: 'Dietary needs?', kind: 'text', required: false, showAtDoor: true },
  { label: 'Track', kind: 'single', required: true, options: ['Wood', 'Metal'] },
]

async function uploadBanner(client: Client) {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f2b134' } })
    .png()
    .toBuffer()
  const body = new FormData()
  body.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'banner.png')
  const uploaded = await client.post<{ url: string }>('/api/upload', body)
  expect(uploaded.status).toBe(201)
  return uploaded.body.url
}

/** Saturday October 24, 2026, 7-10 PM in New York (EDT): the clocks go back on November 1. */
async function octoberNight(overrides: Record<string, unknown> = {}) {
  return (await owner.client.post<EventDto>(
    '/api/events',
    eventBody({
      name: 'October Makers',
      date: '2026-10-24T23:00:00.000Z',
      endDate: '2026-10-25T02:00:00.000Z',
      timezone: 'America/New_York',
      maxAttendees: 25,
      questions,
      ...overrides,
    }),
  )) as { status: number; body: EventDto }
}

const content = (event: EventDto) => {
  const { id, date, endDate, createdAt, imageUrl, seriesId, status, questions: asked, ...rest } = event
  void [id, date, endDate, createdAt, imageUrl, seriesId, status]
  return { ...rest, questions: asked.map(({ label, kind, required, options }) => ({ label, kind, required, options })) }
}
const storedEvents = async () => (await server.payload.count({ collection: 'events' })).totalDocs
const storedMedia = async () => (await server.payload.count({ collection: 'media' })).totalDocs

beforeAll(async () => {
  ;({ server, anonymous, master, owner, otherHost } = await startWithRoles())
  cohost = await createHost(server, { name: 'Cora Cohost' })
})
afterAll(() => server.stop())

describe('POST /api/events/{id}/duplicate', () => {
  it('copies the night onto the same nth weekday next month at the same local time, with its own banner and nobody in it', async () => {
    const banner = await uploadBanner(owner.client)
    const original = await octoberNight({ imageUrl: banner })
    expect(original.status).toBe(201)
    const path = `/api/events/${String(original.body.id)}`
    const guest = await owner.client.post(`${path}/attendees`, attendee({ answers: {} }))
    expect(guest.status).toBe(201)
    expect((await owner.client.post(`${path}/door-link`)).status).toBe(201)

    const copy = await owner.client.post<EventDto>(`${path}/duplicate`, {})
    expect(copy.status).toBe(201)
    // The 4th Saturday of November, 7-10 PM EST (the offset changed, the local time did not).
    expect([copy.body.date, copy.body.endDate]).toEqual(['2026-11-29T00:00:00.000Z', '2026-11-29T03:00:00.000Z'])
    expect(content(copy.body)).toEqual(content(original.body))
    expect([original.body.status, copy.body.status]).toEqual(['published', 'draft'])
    expect(copy.body.id).not.toEqual(original.body.id)
    expect(String(copy.body.hostId)).toBe(String(owner.id))
    // Its own image: another file, served, and still served once the original's is deleted.
    expect(copy.body.imageUrl).toMatch(/^\/media\/.+\.webp$/)
    expect(copy.body.imageUrl).not.toBe(banner)
    const originalMedia = await server.payload.find({
      collection: 'media',
      where: { filename: { equals: banner.split('/').pop() } },
    })
    await server.payload.delete({ collection: 'media', id: originalMedia.docs[0].id })
    expect((await fetch(server.url + banner)).status).toBe(404)
    expect((await fetch(server.url + String(copy.body.imageUrl))).status).toBe(200)
    // No people, no door links, no reminders sent.
    const copyPath = `/api/events/${String(copy.body.id)}`
    expect((await owner.client.get(`${copyPath}/attendees`)).body).toEqual([])
    expect((await server.payload.count({ collection: 'door-links', where: { event: { equals: copy.body.id } } })).totalDocs).toBe(
      0,
    )
    expect(
      (
        await server.payload.count({
          collection: 'sent-reminders',
          // Reminders only: the copy's own announcement to its city's followers is recorded here too.
          where: { and: [{ event: { equals: copy.body.id } }, { kind: { in: ['24h', '2h'] } }] },
        })
      ).totalDocs,
    ).toBe(0)
  })

  it('takes a date: the copy starts then and keeps the length; a bad date is a 400 with the field', async () => {
    const original = await octoberNight()
    const path = `/api/events/${String(original.body.id)}/duplicate`
    const copy = await owner.client.post<EventDto>(path, { date: '2027-03-18T23:00:00.000Z' })
    expect([copy.status, copy.body.date, copy.body.endDate]).toEqual([
      201,
      '2027-03-18T23:00:00.000Z',
      '2027-03-19T02:00:00.000Z',
    ])
    const bad = await owner.client.post<ApiError>(path, { date: 'next week' })
    expect([bad.status, bad.body.errors]).toEqual([400, { date: 'Date is required' }])
    // Past year 9999 is no night's date (copying it on once passed JavaScript's last date: a 500).
    for (const date of ['+275760-09-13T00:00:00.000Z', '+010000-01-01T00:00:00.000Z', '1969-12-31T23:00:00.000Z']) {
      const far = await owner.client.post<ApiError>(path, { date })
      expect({ date, status: far.status, errors: far.body.errors }).toEqual({
        date,
        status: 400,
        errors: { date: 'Date is required' },
      })
    }
    // A night in the last days of year 9999 has no next month, week or copy whose end passes it.
    const lastNight = await octoberNight({ date: '9999-12-25T18:00:00.000Z', endDate: '9999-12-25T21:00:00.000Z' })
    const last = `/api/events/${String(lastNight.body.id)}`
    const before = await storedEvents()
    for (const [route, body] of [
      ['duplicate', {}],
      ['duplicate', { date: '9999-12-31T22:00:00.000Z' }],
      ['series', { pattern: 'weekly', count: 1 }],
      ['series', { pattern: 'monthly', count: 2 }],
    ] as const) {
      const refused = await owner.client.post<ApiError>(`${last}/${route}`, body)
      expect({ route, body, status: refused.status, errors: refused.body.errors }).toEqual({
        route,
        body,
        status: 400,
        errors: { date: 'Date is required' },
      })
    }
    expect(await storedEvents()).toBe(before)
    const atTheEdge = await owner.client.post<ApiError>('/api/events', {
      ...eventBody(),
      date: '+275760-09-12T00:00:00.000Z',
      endDate: '+275760-09-12T03:00:00.000Z',
    })
    expect(atTheEdge.status).toBe(400)
    expect(atTheEdge.body.errors).toHaveProperty('date')
  })

  it("is the owner's or the master admin's: anonymous 401, another host and a co-host 403, nothing written", async () => {
    const original = await octoberNight()
    const path = `/api/events/${String(original.body.id)}`
    expect((await owner.client.post(`${path}/team`, { email: cohost.email })).status).toBe(201)
    const before = await storedEvents()
    expect((await anonymous.post(`${path}/duplicate`, {})).status).toBe(401)
    for (const client of [otherHost.client, cohost.client]) {
      const refused = await client.post<ApiError>(`${path}/duplicate`, {})
      expect([refused.status, refused.body.message]).toEqual([403, 'You do not have permission to do this'])
      expect((await client.post(`${path}/series`, { pattern: 'weekly', count: 2 })).status).toBe(403)
    }
    expect(await storedEvents()).toBe(before)
    const byMaster = await master.post<EventDto>(`${path}/duplicate`, {})
    // The master admin's copy stays the owner's event.
    expect([byMaster.status, String(byMaster.body.hostId)]).toEqual([201, String(owner.id)])
    expect((await owner.client.post('/api/events/999999/duplicate', {})).status).toBe(404)
  })

  it("is never the CMS admin's own duplicate, which would copy a published night as it is", async () => {
    const original = await octoberNight()
    const before = await storedEvents()
    const copied = await master.post(`/cms/api/events/${String(original.body.id)}/duplicate`, {})
    expect(copied.status).toBeGreaterThanOrEqual(400)
    expect(copied.status).toBeLessThan(500)
    expect(await storedEvents()).toBe(before)
  })
})

describe('copies are drafts (issue 44)', () => {
  /** What a copy left behind for the city's followers: its first publication and announcement, and any email of it. */
  const announcementOf = async (id: EventDto['id']) => {
    const row = await server.payload.db.findOne<Event>({
      collection: 'events',
      where: { id: { equals: id } },
    })
    return { publishedAt: row?.publishedAt ?? null, announcement: row?.announcement ?? null }
  }
  const announcementMails = async () =>
    (await server.payload.count({ collection: 'email-outbox', where: { template: { equals: 'newNights' } } })).totalDocs

  it('duplicate and series of a draft or of a published night: 404 to anonymous callers, announced to nobody, until published', async () => {
    const mailsBefore = await announcementMails()
    const draft = await octoberNight({ status: 'draft', name: 'Draft Original' })
    const published = await octoberNight({ name: 'Published Original' })
    const copies: EventDto[] = []
    for (const original of [draft.body, published.body]) {
      const path = `/api/events/${String(original.id)}`
      const copy = await owner.client.post<EventDto>(`${path}/duplicate`, {})
      const series = await owner.client.post<EventDto[]>(`${path}/series`, { pattern: 'weekly', count: 2 })
      expect([copy.status, series.status]).toEqual([201, 201])
      copies.push(copy.body, ...series.body)
    }
    expect(copies.map((copy) => copy.status)).toEqual(copies.map(() => 'draft'))
    const listed = (await anonymous.get<EventDto[]>('/api/events')).body.map((event) => String(event.id))
    for (const copy of copies) {
      expect((await anonymous.get(`/api/events/${String(copy.id)}`)).status).toBe(404)
      expect(listed).not.toContain(String(copy.id))
      expect(await announcementOf(copy.id)).toEqual({ publishedAt: null, announcement: null })
      // Its team sees it.
      expect((await owner.client.get(`/api/events/${String(copy.id)}`)).status).toBe(200)
    }
    expect(await announcementMails()).toBe(mailsBefore)
    // Published by its owner, a copy is public and announced like any new night.
    const [first] = copies
    expect((await owner.client.post(`/api/events/${String(first.id)}/publish`, {})).status).toBe(200)
    expect((await anonymous.get(`/api/events/${String(first.id)}`)).status).toBe(200)
    expect((await announcementOf(first.id)).publishedAt).not.toBeNull()
  })
})

describe('POST /api/events/{id}/series', () => {
  it('weekly: new ordinary events at 7 PM local across the change, sharing a seriesId with the original', async () => {
    const original = await octoberNight()
    const path = `/api/events/${String(original.body.id)}`
    const made = await owner.client.post<EventDto[]>(`${path}/series`, { pattern: 'weekly', count: 3 })
    expect(made.status).toBe(201)
    expect(made.body.map((event) => event.date)).toEqual([
      '2026-10-31T23:00:00.000Z',
      '2026-11-08T00:00:00.000Z',
      '2026-11-15T00:00:00.000Z',
    ])
    const seriesId = made.body[0].seriesId
    expect(typeof seriesId).toBe('string')
    expect(made.body.every((event) => event.seriesId === seriesId)).toBe(true)
    expect((await anonymous.get<EventDto>(path)).body.seriesId).toBe(seriesId)
    // Each its own event: a seat taken in one is taken there only (these nights are past: the host adds the person,
    // once the draft is published).
    for (const night of made.body.slice(0, 2))
      expect((await owner.client.post(`/api/events/${String(night.id)}/publish`, {})).status).toBe(200)
    expect((await owner.client.post(`/api/events/${String(made.body[0].id)}/attendees`, attendee())).status).toBe(201)
    expect((await anonymous.get(`/api/events/${String(made.body[0].id)}/attendee-count`)).body).toEqual({ count: 1 })
    expect((await anonymous.get(`/api/events/${String(made.body[1].id)}/attendee-count`)).body).toEqual({ count: 0 })

    // Repeating a night of a series again keeps the series (Saturday November 14 is the 2nd: December 12, 7 PM EST).
    const more = await master.post<EventDto[]>(`/api/events/${String(made.body[2].id)}/series`, { pattern: 'monthly', count: 1 })
    expect([more.status, more.body[0].seriesId, more.body[0].date]).toEqual([201, seriesId, '2026-12-13T00:00:00.000Z'])
  })

  it('validates pattern and count (1 to 12) and writes nothing on a refusal', async () => {
    const original = await octoberNight()
    const path = `/api/events/${String(original.body.id)}/series`
    const before = await storedEvents()
    for (const [body, errors] of [
      [{ pattern: 'daily', count: 2 }, { pattern: 'pattern must be weekly, biweekly or monthly' }],
      [{ pattern: 'weekly', count: 13 }, { count: 'count must be a whole number from 1 to 12' }],
      [{ pattern: 'weekly', count: 0 }, { count: 'count must be a whole number from 1 to 12' }],
      [{ pattern: 'weekly' }, { count: 'count must be a whole number from 1 to 12' }],
    ] as const) {
      const refused = await owner.client.post<ApiError>(path, body)
      expect([refused.status, refused.body.errors]).toEqual([400, errors])
    }
    // In the host's language too.
    const spanish = await owner.client.post<ApiError>(path, { pattern: 'daily', count: 13 }, { 'Accept-Language': 'es' })
    expect(spanish.body.errors).toEqual({
      pattern: 'La frecuencia debe ser semanal, quincenal o mensual',
      count: 'El número debe ser un entero de 1 a 12',
    })
    expect(await storedEvents()).toBe(before)
    const twelve = await owner.client.post<EventDto[]>(path, { pattern: 'biweekly', count: 12 })
    expect([twelve.status, twelve.body.length]).toEqual([201, 12])
  })

  it('is all or nothing: a banner that cannot be copied leaves no event and no image behind', async () => {
    const banner = await uploadBanner(owner.client)
    const original = await octoberNight({ imageUrl: banner })
    // The file vanishes from the disk while its media document stays: the copy of the image fails.
    const media = (await server.payload.find({ collection: 'media', where: { filename: { equals: banner.split('/').pop() } } }))
      .docs[0]
    const { unlink } = await import('node:fs/promises')
    await unlink(`${server.env.MEDIA_DIR}/${String(media.filename)}`)
    const [events, images] = [await storedEvents(), await storedMedia()]
    const failed = await owner.client.post<ApiError>(`/api/events/${String(original.body.id)}/series`, {
      pattern: 'weekly',
      count: 3,
    })
    expect([failed.status, failed.body.message]).toEqual([503, 'The service is temporarily unavailable. Please try again.'])
    expect([await storedEvents(), await storedMedia()]).toEqual([events, images])
    expect((await anonymous.get<EventDto>(`/api/events/${String(original.body.id)}`)).body.seriesId).toBeUndefined()
  })
})
