import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, eventBody } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { messages } from '../../contract/messages'
import type { TestServer } from '../support/testServer'
import type { RegistrationResultDto } from '../../contract/registrations'
import type { ApiError, AttendeeCount, EventDto, Id } from '../../contract/types'

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

describe('public event reads', () => {
  it('lists non-archived events soonest first, and shows archived ones by id', async () => {
    const later = await createEvent(owner.client, {
      name: 'Later',
      date: '2031-05-01T23:00:00.000Z',
      endDate: '2031-05-02T02:00:00.000Z',
    })
    const sooner = await createEvent(owner.client, {
      name: 'Sooner',
      date: '2031-04-01T23:00:00.000Z',
      endDate: '2031-04-02T02:00:00.000Z',
    })
    const archived = await createEvent(owner.client, { name: 'Gone' })
    await owner.client.patch(`/api/events/${archived.id}/archive`)

    const list = await anonymous.get('/api/events')
    expect(list.status).toBe(200)
    const ids = list.body.map((event: { id: unknown }) => event.id)
    expect(ids).not.toContain(archived.id)
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id))

    const detail = await anonymous.get(`/api/events/${archived.id}`)
    expect(detail.status).toBe(200)
    // The owner has not opted in to being named (decision 155): no name (tests/api/team.test.ts).
    expect(detail.body).toMatchObject({ name: 'Gone', archived: true, timezone: 'America/Chicago', hostName: null })
    // The list names no host (the event page asks for one event).
    expect(Object.keys(list.body[0])).not.toContain('hostName')
    expect(Object.keys(detail.body).sort()).toEqual(
      [
        'archived',
        // Archived before its start, the night was called off (contract/calledOff.ts).
        'calledOffAt',
        'city',
        'coordinates',
        'country',
        'createdAt',
        'date',
        'description',
        'endDate',
        'hostId',
        'hostName',
        'id',
        'imageUrl',
        'linkedinPostUrl',
        'maxAttendees',
        'name',
        'networking',
        'questions',
        'registeredCount',
        'remindersEnabled',
        'state',
        'status',
        'street',
        'timezone',
        'venue',
      ].sort(),
    )
  })

  it('answers 404 "Event not found" for unknown ids of any shape', async () => {
    for (const id of ['999999', 'not-an-id', '%24gt', '1e3']) {
      const response = await anonymous.get<ApiError>(`/api/events/${id}`)
      expect([id, response.status, response.body.message]).toEqual([id, 404, 'Event not found'])
    }
  })
})

describe('counts with the list', () => {
  const countIn = async (eventId: Id) =>
    (await anonymous.get<EventDto[]>('/api/events')).body.find((event) => event.id === eventId)?.registeredCount

  it("carries each event's registered count, exact at once after every registration, cancellation and removal", async () => {
    const event = await createEvent(owner.client, { maxAttendees: 2 })
    // The list is read (and kept ready for 5 s) before anyone registers.
    expect(await countIn(event.id)).toBe(0)
    const first = await anonymous.post<RegistrationResultDto>(`/api/events/${event.id}/attendees`, attendee())
    expect(first.status).toBe(201)
    expect(await countIn(event.id)).toBe(1)
    const second = await anonymous.post<RegistrationResultDto>(`/api/events/${event.id}/attendees`, attendee())
    expect(second.status).toBe(201)
    expect(await countIn(event.id)).toBe(2)
    // Full: the waitlist does not count.
    expect((await anonymous.post(`/api/events/${event.id}/waitlist`, attendee())).status).toBe(201)
    expect(await countIn(event.id)).toBe(2)
    // A cancellation by manage link promotes the person waiting: still 2.
    const token = new URL(first.body.manageUrl!).pathname.split('/').pop()!
    expect((await anonymous.post(`/api/registrations/${token}/cancel`, {})).status).toBe(200)
    expect(await countIn(event.id)).toBe(2)
    // A removal with nobody waiting frees the seat.
    expect((await owner.client.delete(`/api/events/${event.id}/attendees/${second.body.id}`)).status).toBe(200)
    expect(await countIn(event.id)).toBe(1)
    expect((await anonymous.get<AttendeeCount>(`/api/events/${event.id}/attendee-count`)).body).toEqual({ count: 1 })
    expect((await anonymous.get<EventDto>(`/api/events/${event.id}`)).body.registeredCount).toBe(1)
  })
})

describe('time zones', () => {
  it('takes any IANA zone and refuses what is not one', async () => {
    for (const timezone of ['America/Phoenix', 'America/Anchorage', 'Pacific/Honolulu', 'Europe/Berlin', 'UTC']) {
      const created = await owner.client.post<EventDto>('/api/events', eventBody({ timezone }))
      expect({ timezone, status: created.status, stored: created.body.timezone }).toEqual({
        timezone,
        status: 201,
        stored: timezone,
      })
    }
    for (const timezone of ['Mars/Olympus_Mons', '+05:00', 'America/New York', 'EST; DROP TABLE']) {
      const refused = await owner.client.post<ApiError>('/api/events', eventBody({ timezone }))
      expect({ timezone, status: refused.status, errors: refused.body.errors }).toEqual({
        timezone,
        status: 400,
        errors: { timezone: 'Choose a time zone from the list, such as America/Phoenix' },
      })
    }
  })
})

describe('status lists', () => {
  it('?status= is for the master admin only', async () => {
    expect((await anonymous.get('/api/events?status=current')).status).toBe(401)
    expect((await owner.client.get('/api/events?status=current')).status).toBe(403)
    expect((await admin.client.get('/api/events?status=archived')).status).toBe(403)
    const current = await master.get('/api/events?status=current')
    expect(current.status).toBe(200)
    expect(current.body.length).toBeGreaterThan(0)
    expect(current.body.every((event: { archived: boolean }) => !event.archived)).toBe(true)
    const archived = await master.get('/api/events?status=archived')
    expect(archived.body.length).toBeGreaterThan(0)
    expect(archived.body.every((event: { archived: boolean }) => event.archived)).toBe(true)
    expect((await master.get('/api/events?status=bogus')).status).toBe(400)
  })

  it('a host lists only their own events; another host is refused', async () => {
    const mine = await createEvent(otherHost.client, { name: 'Other host event' })
    const own = await otherHost.client.get(`/api/events/host/${otherHost.id}?status=current`)
    expect(own.status).toBe(200)
    expect(own.body.map((event: { id: unknown }) => event.id)).toContain(mine.id)
    expect(own.body.every((event: { hostId: unknown }) => String(event.hostId) === String(otherHost.id))).toBe(true)
    expect((await owner.client.get(`/api/events/host/${otherHost.id}`)).status).toBe(403)
    expect((await anonymous.get(`/api/events/host/${otherHost.id}`)).status).toBe(401)
    expect((await master.get(`/api/events/host/${otherHost.id}?status=current`)).body.length).toBe(own.body.length)
    // A person nobody is, in any shape an id cannot have, is not found (it was a 500).
    for (const nobody of ['abc', 'null', '1;DROP', '%00', '999999999', '00000000-0000-4000-8000-000000000000'])
      expect(await master.get(`/api/events/host/${nobody}?status=archived`)).toMatchObject({
        status: 404,
        body: { message: 'Host not found' },
      })
  })
})

describe('create and update', () => {
  it('anonymous 401; a deactivated host is signed out (401); host creates with hostId forced to themself', async () => {
    expect((await anonymous.post('/api/events', eventBody())).status).toBe(401)
    const deactivated = await createHost(server)
    await master.patch(`/api/hosts/${deactivated.id}/approve`, { approved: false })
    // Deactivation ends the account's sessions (docs/decisions.md 127).
    expect((await deactivated.client.post('/api/events', eventBody())).status).toBe(401)

    const created = await owner.client.post('/api/events', eventBody({ hostId: otherHost.id }))
    expect(created.status).toBe(201)
    expect(String(created.body.hostId)).toBe(String(owner.id))

    const byAdmin = await admin.client.post('/api/events', eventBody())
    expect(byAdmin.status).toBe(201)
    expect(String(byAdmin.body.hostId)).toBe(String(admin.id))
  })

  it('the master admin may choose the host', async () => {
    const created = await master.post('/api/events', eventBody({ hostId: otherHost.id }))
    expect(created.status).toBe(201)
    expect(String(created.body.hostId)).toBe(String(otherHost.id))
    const moved = await master.patch(`/api/events/${created.body.id}`, eventBody({ hostId: owner.id }))
    expect(String(moved.body.hostId)).toBe(String(owner.id))
    // A host nobody is: the field's 400, never a 500 and never a night without its host.
    for (const nobody of [999999, -1, 0, 1.5, '00000000-0000-4000-8000-000000000000', 'abc']) {
      const refused = await master.post<ApiError>('/api/events', eventBody({ hostId: nobody }))
      expect({ nobody, status: refused.status, field: Boolean(refused.body.errors?.hostId) }).toEqual({
        nobody,
        status: 400,
        field: true,
      })
      const unmoved = await master.patch<ApiError>(`/api/events/${created.body.id}`, eventBody({ hostId: nobody }))
      expect({ nobody, status: unmoved.status, field: Boolean(unmoved.body.errors?.hostId) }).toEqual({
        nobody,
        status: 400,
        field: true,
      })
    }
    expect(String((await master.get(`/api/events/${created.body.id}`)).body.hostId)).toBe(String(owner.id))
    // In the reader's language, as every field's message.
    const inFrench = await master.post<ApiError>('/api/events', eventBody({ hostId: 999999 }), { 'Accept-Language': 'fr' })
    expect(inFrench.body.errors?.hostId).toBe('Organisateur introuvable')
  })

  it('a host cannot hand their event to someone else by editing hostId', async () => {
    const event = await createEvent(owner.client)
    const edited = await owner.client.patch(`/api/events/${event.id}`, eventBody({ name: 'Still Mine', hostId: otherHost.id }))
    expect(edited.status).toBe(200)
    expect(String(edited.body.hostId)).toBe(String(owner.id))
  })

  it('only the owner or the master admin may edit', async () => {
    const event = await createEvent(owner.client)
    const edited = await owner.client.patch(`/api/events/${event.id}`, eventBody({ name: 'Renamed' }))
    expect(edited.status).toBe(200)
    expect(edited.body.name).toBe('Renamed')
    expect((await otherHost.client.patch(`/api/events/${event.id}`, eventBody({ name: 'Hijack' }))).status).toBe(403)
    expect((await admin.client.patch(`/api/events/${event.id}`, eventBody({ name: 'Hijack' }))).status).toBe(403)
    expect((await anonymous.patch(`/api/events/${event.id}`, eventBody())).status).toBe(401)
    expect((await master.patch(`/api/events/${event.id}`, eventBody({ name: 'By master' }))).status).toBe(200)
    expect((await owner.client.patch('/api/events/999999', eventBody())).status).toBe(404)
    expect((await anonymous.get(`/api/events/${event.id}`)).body.name).toBe('By master')
  })

  it('validates with the spec messages and needs endDate after date', async () => {
    const empty = await owner.client.post<ApiError>('/api/events', {})
    expect(empty.status).toBe(400)
    expect(empty.body.errors).toMatchObject({
      date: 'Date is required',
      endDate: 'End date is required',
      timezone: 'Timezone is required',
      street: 'Street address is required',
      city: 'City is required',
      state: 'State/Province is required',
      country: 'Country is required',
    })
    const urls = await owner.client.post<ApiError>(
      '/api/events',
      eventBody({ imageUrl: 'not a url', linkedinPostUrl: 'javascript:alert(1)' }),
    )
    expect(urls.body.errors).toEqual({ imageUrl: 'Must be a valid URL', linkedinPostUrl: 'Must be a valid URL' })
    const coordinates = await owner.client.post('/api/events', eventBody({ coordinates: { lat: 'x', lng: 1 } }))
    expect(coordinates.status).toBe(400)
    // A pin off the globe names its half and range (decision 464), in the reader's language too.
    const north = await owner.client.post<ApiError>('/api/events', eventBody({ coordinates: { lat: 91, lng: 1 } }))
    expect(north.status).toBe(400)
    expect(Object.values(north.body.errors ?? {})).toEqual(['Latitude must be between -90 and 90'])
    const east = await owner.client.post<ApiError>('/api/events', eventBody({ coordinates: { lat: 1, lng: -180.5 } }), {
      'Accept-Language': 'es',
    })
    expect(east.status).toBe(400)
    expect(Object.values(east.body.errors ?? {})).toEqual(['La longitud debe estar entre -180 y 180'])
    const backwards = eventBody()
    const reversed = await owner.client.post<ApiError>('/api/events', {
      ...backwards,
      endDate: backwards.date,
      date: backwards.endDate,
    })
    expect(reversed.status).toBe(400)
    expect(reversed.body.errors).toEqual({ endDate: 'End date must be after the start date' })
    const emptyUrls = await owner.client.post('/api/events', eventBody({ imageUrl: '', linkedinPostUrl: '' }))
    expect(emptyUrls.status).toBe(201)
    expect(emptyUrls.body.imageUrl).toBeNull()
  })
})

describe('archive and delete', () => {
  it('archive: owner or master; a second archive is 409', async () => {
    const event = await createEvent(owner.client)
    expect((await otherHost.client.patch(`/api/events/${event.id}/archive`)).status).toBe(403)
    expect((await anonymous.patch(`/api/events/${event.id}/archive`)).status).toBe(401)
    const archived = await owner.client.patch(`/api/events/${event.id}/archive`)
    expect(archived.status).toBe(200)
    expect(archived.body.archived).toBe(true)
    const again = await owner.client.patch(`/api/events/${event.id}/archive`)
    expect(again.status).toBe(409)
    const byMaster = await createEvent(owner.client)
    expect((await master.patch(`/api/events/${byMaster.id}/archive`)).status).toBe(200)
  })

  it('delete: master admin only (not the owner, a co-host or another account), and the attendees go with the event', async () => {
    const event = await createEvent(owner.client)
    await anonymous.post(`/api/events/${event.id}/attendees`, attendee())
    const cohost = await createHost(server, { name: 'Cody Cohost' })
    expect((await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })).status).toBe(201)
    expect((await anonymous.delete(`/api/events/${event.id}`)).status).toBe(401)
    for (const refused of [owner.client, cohost.client, otherHost.client, admin.client]) {
      const answer = await refused.delete<ApiError>(`/api/events/${event.id}`)
      expect([answer.status, answer.body.message]).toEqual([403, messages.forbidden])
    }
    expect((await anonymous.get(`/api/events/${event.id}`)).status).toBe(200)
    const deleted = await master.delete(`/api/events/${event.id}`)
    expect(deleted.status).toBe(200)
    expect((await anonymous.get(`/api/events/${event.id}`)).status).toBe(404)
    const left = await server.payload.count({ collection: 'attendees', where: { event: { equals: event.id } } })
    expect(left.totalDocs).toBe(0)
    expect((await master.delete(`/api/events/${event.id}`)).status).toBe(404)
  })
})
