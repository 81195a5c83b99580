import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, createEvent, createHost } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { endedDaysAgo } from '../support/nights'
import { qrCodesOnPage, readPdf } from '../support/pdf'
import { BADGE, badgeOrigin } from '../../cms/modules/door/badgeSheet'
import { Client } from '../support/client'
import type { ApiError, AttendeeDto } from '../../contract/types'
import type { TestServer } from '../support/testServer'

/**
 * Name badges over real HTTP (docs/api.md "Name badges"): per role, read back with a PDF parser
 * (every name and company, accents, non-Latin letters, a 60-character name whole and inside its
 * card), the QR codes rendered by poppler and decoded, then scanned at the door.
 */
let server: TestServer
let anonymous: Client
let master: Client
let owner: RoleClients['owner']
let otherHost: RoleClients['otherHost']
let cohost: Awaited<ReturnType<typeof createHost>>

const LONG_NAME = 'Maximiliana Alexandrina Konstantinopoulou Wolfeschlegelstein'
const people = [
  { name: 'Zoë Ångström-Núñez', company: 'Café Łódź Ltd' },
  { name: 'Дмитрий Иванов', company: 'Завод Станков' },
  { name: 'Δήμητρα Παπαδοπούλου', company: 'Ουρανός Labs' },
  { name: LONG_NAME, company: 'Very Long Company Name Incorporated of Greater Chicagoland' },
  { name: 'Ada Lovelace', company: 'Analytical Engines' },
  { name: 'Björn Ironside', company: 'Fjord Fabrication' },
  { name: 'Carmen Díaz', company: 'Taller Solar' },
]
// Sorted by name, as the sheet prints them.
const sorted = [...people].sort((a, b) => a.name.localeCompare(b.name))

let eventId: string
let path: string
const byName = new Map<string, AttendeeDto>()

// The owner's sheet, fetched once for the checks that only read it (drawing a PDF is slow inside Jest).
let ownerSheet: ReturnType<Client['bytes']> | undefined
const ownersBadges = () => (ownerSheet ??= owner.client.bytes(path))

/** The badge rectangle of slot `index` on a Letter sheet, in points from the top-left. */
const cell = (index: number) => ({ ...badgeOrigin('letter', index), width: BADGE.width, height: BADGE.height })

beforeAll(async () => {
  ;({ server, anonymous, master, owner, otherHost } = await startWithRoles())
  cohost = await createHost(server, { name: 'Cora Cohost' })
  const event = await createEvent(owner.client, { name: 'Badge Night: Ümlauts & Co' })
  eventId = String(event.id)
  path = `/api/events/${eventId}/badges.pdf`
  expect((await owner.client.post(`/api/events/${eventId}/team`, { email: cohost.email })).status).toBe(201)
  for (const person of people) {
    const added = await owner.client.post<AttendeeDto>(`/api/events/${eventId}/attendees`, attendee(person))
    expect(added.status).toBe(201)
    byName.set(person.name, added.body)
  }
  // A cancelled registration gets no badge.
  const cancelled = await anonymous.post<{ manageUrl: string }>(
    `/api/events/${eventId}/attendees`,
    attendee({ name: 'Cancelled Carl', company: 'Gone Inc' }),
  )
  expect(cancelled.status).toBe(201)
  const token = cancelled.body.manageUrl.split('/').pop()
  expect((await anonymous.post(`/api/registrations/${token}/cancel`)).status).toBe(200)
})
afterAll(() => server.stop())

describe('GET /api/events/{id}/badges.pdf', () => {
  it('is for the people who manage the event: anonymous 401, another host 403, owner, co-host and master 200', async () => {
    expect((await anonymous.bytes(path)).status).toBe(401)
    const refused = await otherHost.client.get<ApiError>(path)
    expect([refused.status, refused.body.message]).toEqual([403, 'You do not have permission to do this'])
    for (const answer of [await ownersBadges(), await cohost.client.bytes(path), await master.bytes(path)]) {
      expect([answer.status, answer.headers.get('content-type')]).toEqual([200, 'application/pdf'])
      expect(Buffer.from(answer.bytes.subarray(0, 5)).toString()).toBe('%PDF-')
    }
    expect((await owner.client.get('/api/events/999999/badges.pdf')).status).toBe(404)
  }, 180_000)

  it('is named after the event, safely', async () => {
    const answer = await ownersBadges()
    expect(answer.headers.get('content-disposition')).toBe(
      `inline; filename="Badge-Night-Umlauts-Co-badges.pdf"; filename*=UTF-8''${encodeURIComponent('Badge Night: Ümlauts & Co badges.pdf')}`,
    )
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    // A host working in German saves it under a German name (the sheet's words follow the same request).
    const german = await new Client(server.url, { Cookie: owner.client.cookieHeader, 'Accept-Language': 'de' }).bytes(path)
    expect(german.headers.get('content-disposition')).toBe(
      `inline; filename="Badge-Night-Umlauts-Co-Namensschilder.pdf"; filename*=UTF-8''${encodeURIComponent('Badge Night: Ümlauts & Co Namensschilder.pdf')}`,
    )
  })

  it('prints every registered person sorted by name, six to a Letter sheet, each name whole inside its card', async () => {
    expect(LONG_NAME).toHaveLength(60)
    const pdf = await readPdf((await ownersBadges()).bytes)
    expect(pdf.sizes).toEqual([
      [612, 792],
      [612, 792],
    ])
    // A name too wide for one line wraps whole words (or after a hyphen) onto a second line.
    const text = pdf.pages.join(' ').replace(/- /g, '-')
    for (const person of people) {
      expect(text).toContain(person.name)
      expect(text).toContain(person.company)
    }
    expect(text).not.toContain('Cancelled Carl')
    const order = sorted.map((person) => text.indexOf(person.name))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    // The night and its local date (the event's zone) on every badge.
    expect(text.split('Badge Night: Ümlauts & Co').length - 1).toBe(7)
    // Never cut: every run of text lies inside the card it was printed on, 0.2 in from its edges.
    for (const [page, items] of pdf.items.entries()) {
      for (const item of items) {
        const slot = [0, 1, 2, 3, 4, 5].find((index) => {
          const box = cell(index)
          return item.x >= box.x && item.x < box.x + box.width && item.y >= box.y && item.y <= box.y + box.height
        })
        expect([page, item.str, slot === undefined]).toEqual([page, item.str, false])
        const box = cell(slot ?? 0)
        expect(item.x).toBeGreaterThanOrEqual(box.x + 14.4 - 0.5)
        expect(item.x + item.width).toBeLessThanOrEqual(box.x + box.width - 14.4 + 0.5)
      }
    }
  })

  it("each badge's QR code is the person's entry code: the door checks exactly them in", async () => {
    const bytes = (await ownersBadges()).bytes
    const decoded = [
      ...(await qrCodesOnPage(bytes, 1, [0, 1, 2, 3, 4, 5].map(cell))),
      ...(await qrCodesOnPage(bytes, 2, [cell(0)])),
    ]
    expect(decoded.every((code) => typeof code === 'string' && code.startsWith(`${server.url}/check-in/`))).toBe(true)
    // Scanning the badges of the first two people checks in exactly those two.
    for (const [index, code] of decoded.slice(0, 2).entries()) {
      const scanned = await owner.client.post<{ attendee: { name: string } }>(`/api/events/${eventId}/check-ins`, { token: code })
      expect([scanned.status, scanned.body.attendee.name]).toEqual([201, sorted[index].name])
    }
    expect(new Set(decoded).size).toBe(7)
    expect(decoded.map((code) => String(code).split('/').pop()?.split('.')[0])).toEqual(
      sorted.map((person) => String(byName.get(person.name)?.id)),
    )

    // ?who=checkedIn: only the people already in the room (reprints at the door).
    const checkedIn = await readPdf((await cohost.client.bytes(`${path}?who=checkedIn`)).bytes)
    expect(checkedIn.sizes).toHaveLength(1)
    const text = checkedIn.pages.join(' ')
    for (const person of sorted) {
      expect([person.name, text.includes(person.name)]).toEqual([person.name, sorted.indexOf(person) < 2])
    }
  })

  it('?paper=a4 prints the same badges on A4 sheets; bad parameters are a 400', async () => {
    const a4 = await readPdf((await master.bytes(`${path}?paper=a4`)).bytes)
    expect(a4.sizes).toEqual([
      [595, 842],
      [595, 842],
    ])
    expect(a4.pages.join(' ')).toContain(LONG_NAME)
    const bad = await owner.client.get<ApiError>(`${path}?who=everyone`)
    expect([bad.status, bad.body.errors]).toEqual([400, { who: 'who must be registered or checkedIn' }])
    expect((await owner.client.get<ApiError>(`${path}?paper=legal`)).body.errors).toEqual({ paper: 'paper must be letter or a4' })
  })

  it('prints nobody erased: a row kept for the reports of a night that is over is no person', async () => {
    const night = await createEvent(owner.client, { name: 'Erased Badge Night' })
    const kept = attendee({ name: 'Kept Kim', company: 'Kimco' })
    const erased = attendee({ name: 'Erased Eve', company: 'Eveco' })
    for (const person of [kept, erased])
      expect((await owner.client.post(`/api/events/${night.id}/attendees`, person)).status).toBe(201)
    await endedDaysAgo(server, night.id, 1)
    expect((await master.post('/api/privacy/erase', { email: erased.email })).status).toBe(200)
    const sheet = await owner.client.bytes(`/api/events/${night.id}/badges.pdf`)
    expect(sheet.status).toBe(200)
    const text = (await readPdf(sheet.bytes)).pages.join(' ')
    expect(text).toContain('Kept Kim')
    expect(text).not.toMatch(/Removed|Erased Eve|Eveco/)
  })

  it('nobody to print: 409 No one to print', async () => {
    const empty = await createEvent(owner.client, { name: 'Empty night' })
    for (const query of ['', '?who=checkedIn']) {
      const answer = await owner.client.get<ApiError>(`/api/events/${String(empty.id)}/badges.pdf${query}`)
      expect([answer.status, answer.body.message]).toEqual([409, 'No one to print'])
    }
    // Registered but not yet in the room: nobody for a reprint.
    expect((await owner.client.post(`/api/events/${String(empty.id)}/attendees`, attendee())).status).toBe(201)
    expect((await owner.client.get<ApiError>(`/api/events/${String(empty.id)}/badges.pdf?who=checkedIn`)).status).toBe(409)
  })
})
