import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { emailKeyOf } from '../../contract/emailKey'
import { bulkInsertAttendees, insertEarlierRow } from '../support/bulk'
import type { ApiError } from '../../contract/types'
import type { TestServer } from '../support/testServer'

let server: TestServer
let anonymous: Client
let master: Client
let owner: RoleClients['owner']
let otherHost: RoleClients['otherHost']
let admin: RoleClients['admin']

beforeAll(async () => {
  ;({ server, anonymous, master, owner, otherHost, admin } = await startWithRoles())
})
afterAll(() => server.stop())

describe('public registration', () => {
  it('registers a visitor and counts them', async () => {
    const event = await createEvent(owner.client)
    const body = attendee({ eventId: 12345 })
    const created = await anonymous.post(`/api/events/${event.id}/attendees`, body)
    expect(created.status).toBe(201)
    expect(created.body).toEqual({
      id: expect.anything(),
      eventId: event.id,
      name: body.name,
      email: body.email,
      company: body.company,
      createdAt: expect.any(String),
      // The person's private manage page (tests/api/lifecycle.test.ts).
      manageUrl: expect.stringMatching(/\/registrations\/[A-Za-z0-9_-]{22}$/),
    })
    const count = await anonymous.get(`/api/events/${event.id}/attendee-count`)
    expect(count.body).toEqual({ count: 1 })
  })

  it('allows one registration per email per event, whatever the letter case', async () => {
    const event = await createEvent(owner.client)
    const body = attendee({ email: 'Case.Test@Example.com' })
    expect((await anonymous.post(`/api/events/${event.id}/attendees`, body)).status).toBe(201)
    const again = await anonymous.post<ApiError>(`/api/events/${event.id}/attendees`, { ...body, email: 'case.test@EXAMPLE.COM' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You are already registered for this event')
    // The host adding the same address hears it in a host's words.
    const byHost = await owner.client.post<{ message: string }>(`/api/events/${event.id}/attendees`, {
      ...body,
      email: 'CASE.test@example.com',
    })
    expect([byHost.status, byHost.body.message]).toEqual([409, 'This person is already registered for this event'])
    const other = await createEvent(owner.client)
    expect((await anonymous.post(`/api/events/${other.id}/attendees`, body)).status).toBe(201)
  })

  it('keeps the database itself from holding two registrations for one email', async () => {
    const event = await createEvent(owner.client)
    const data = {
      event: event.id,
      name: 'A',
      email: 'dup@example.com',
      emailKey: emailKeyOf('dup@example.com'),
      company: 'C',
      status: 'registered' as const,
    }
    await server.payload.create({ collection: 'attendees', data })
    await expect(
      server.payload.create({ collection: 'attendees', data: { ...data, email: 'DUP@example.com' } }),
    ).rejects.toThrow()
  })

  it('closes registration on archived events and when full', async () => {
    const archived = await createEvent(owner.client)
    await owner.client.patch(`/api/events/${archived.id}/archive`)
    const closed = await anonymous.post<ApiError>(`/api/events/${archived.id}/attendees`, attendee())
    expect(closed.status).toBe(409)
    expect(closed.body.message).toBe('Registration is closed for this event')

    const small = await createEvent(owner.client, { maxAttendees: 2 })
    expect((await anonymous.post(`/api/events/${small.id}/attendees`, attendee())).status).toBe(201)
    expect((await anonymous.post(`/api/events/${small.id}/attendees`, attendee())).status).toBe(201)
    const full = await anonymous.post<ApiError>(`/api/events/${small.id}/attendees`, attendee())
    expect(full.status).toBe(409)
    expect(full.body.message).toBe('This event is full')
    // The owner may still add someone by hand beyond the limit.
    expect((await owner.client.post(`/api/events/${small.id}/attendees`, attendee())).status).toBe(201)
    expect((await anonymous.get(`/api/events/${small.id}/attendee-count`)).body).toEqual({ count: 3 })
  })

  it('frees a seat when an attendee is removed', async () => {
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    const first = await anonymous.post(`/api/events/${event.id}/attendees`, attendee())
    expect((await anonymous.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(409)
    await owner.client.delete(`/api/events/${event.id}/attendees/${first.body.id}`)
    expect((await anonymous.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
  })

  it('validates with the shared attendee schema messages', async () => {
    const event = await createEvent(owner.client)
    const response = await anonymous.post<ApiError>(`/api/events/${event.id}/attendees`, { name: ' ', email: 'x', company: '' })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual({
      name: 'Name is required',
      email: 'Invalid email address',
      company: 'Company name is required',
    })
    expect((await anonymous.post('/api/events/999999/attendees', attendee())).status).toBe(404)
  })
})

describe('attendee lists by role', () => {
  it('owner and master admin read the list; others are refused', async () => {
    const event = await createEvent(owner.client)
    await anonymous.post(`/api/events/${event.id}/attendees`, attendee({ name: 'Listed Person' }))
    const own = await owner.client.get(`/api/events/${event.id}/attendees`)
    expect(own.status).toBe(200)
    expect(own.body.map((row: { name: string }) => row.name)).toEqual(['Listed Person'])
    expect(Object.keys(own.body[0]).sort()).toEqual([
      'answers',
      'checkedInAt',
      'company',
      'createdAt',
      'email',
      'eventId',
      'id',
      'missingAnswers',
      'name',
    ])
    expect((await master.get(`/api/events/${event.id}/attendees`)).body).toHaveLength(1)
    expect((await otherHost.client.get(`/api/events/${event.id}/attendees`)).status).toBe(403)
    expect((await admin.client.get(`/api/events/${event.id}/attendees`)).status).toBe(403)
    expect((await anonymous.get(`/api/events/${event.id}/attendees`)).status).toBe(401)
  })

  it('delete: owner or master; 404 when the attendee is not in that event', async () => {
    const event = await createEvent(owner.client)
    const another = await createEvent(owner.client)
    const person = await anonymous.post(`/api/events/${event.id}/attendees`, attendee())
    expect((await otherHost.client.delete(`/api/events/${event.id}/attendees/${person.body.id}`)).status).toBe(403)
    expect((await anonymous.delete(`/api/events/${event.id}/attendees/${person.body.id}`)).status).toBe(401)
    expect((await owner.client.delete(`/api/events/${another.id}/attendees/${person.body.id}`)).status).toBe(404)
    expect((await master.delete(`/api/events/${event.id}/attendees/${person.body.id}`)).status).toBe(200)
    expect((await owner.client.delete(`/api/events/${event.id}/attendees/${person.body.id}`)).status).toBe(404)
  })

  it('the non-owner signed-in user registering goes through the public rules', async () => {
    const event = await createEvent(owner.client, { maxAttendees: 1 })
    expect((await otherHost.client.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
    expect((await otherHost.client.post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(409)
  })
})

describe('CSV download', () => {
  it('streams RFC 4180 CSV with formula injection neutralised', async () => {
    const event = await createEvent(owner.client)
    await owner.client.post(
      `/api/events/${event.id}/attendees`,
      attendee({ name: 'Smith, "Jo"', email: 'jo@example.com', company: '=HYPERLINK("x")' }),
    )
    // Companies are one line now (issue 44): a line break is only in a row stored before, written as such.
    await insertEarlierRow(server, event.id, { name: '@risky', email: 'r@example.com', company: 'Line\nBreak' })
    await owner.client.post(
      `/api/events/${event.id}/attendees`,
      attendee({ name: '-1+2', email: 'm@example.com', company: '+Plus' }),
    )
    await owner.client.post(
      `/api/events/${event.id}/attendees`,
      attendee({ name: 'Zoë Ångström', email: 'zoe@example.com', company: 'Ørsted' }),
    )
    const csv = await owner.client.get(`/api/events/${event.id}/attendees/download`, { Accept: 'text/csv' })
    expect(csv.status).toBe(200)
    // The raw bytes start with the UTF-8 byte-order mark, and the names stay intact.
    const raw = Buffer.from(
      await (
        await fetch(`${server.url}/api/events/${event.id}/attendees/download`, { headers: { Cookie: owner.client.cookieHeader } })
      ).arrayBuffer(),
    )
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    expect(raw.toString('utf8')).toContain('"Zoë Ångström","zoe@example.com","Ørsted",')
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toContain(`attendees-event-${event.id}.csv`)
    const lines = csv.text.split('\r\n')
    // The spec's four columns, then the door's (tests/api/door.test.ts); every cell quoted.
    expect(lines[0]).toBe('"Name","Email","Company","Registered","Checked in"')
    expect(lines[1]).toMatch(/^"Smith, ""Jo""","jo@example.com","'=HYPERLINK\(""x""\)","\d{4}-\d\d-\d\dT[^"]+",""$/)
    expect(csv.text).toContain(`"'@risky","r@example.com","Line\nBreak"`)
    expect(csv.text).toContain(`"'-1+2","m@example.com","'+Plus"`)
    expect((await otherHost.client.get(`/api/events/${event.id}/attendees/download`)).status).toBe(403)
    expect((await anonymous.get(`/api/events/${event.id}/attendees/download`)).status).toBe(401)
  })

  it('streams 10,000 rows', async () => {
    const event = await createEvent(owner.client)
    await bulkInsertAttendees(server, event.id, 10_000)
    const csv = await master.get(`/api/events/${event.id}/attendees/download`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('transfer-encoding')).toBe('chunked')
    const lines = csv.text.trim().split('\r\n')
    expect(lines).toHaveLength(10_001)
    expect(new Set(lines.slice(1).map((line) => line.split(',')[1])).size).toBe(10_000)
  }, 180_000)
})
