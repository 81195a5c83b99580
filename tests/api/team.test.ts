import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, createEvent, createHost, eventBody, person } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import { relationId } from '../../contract/relations'
import type { ApiError, AttendeeDto, CurrentUser, EventDto } from '../../contract/types'
import type { EventHostDto } from '../../contract/team'
import type { Client } from '../support/client'
import type { TestServer } from '../support/testServer'

/**
 * Event teams over real HTTP (docs/api.md "Event teams"), per role: anonymous, owner, co-host,
 * another host, master admin; on /api and on Payload's REST at /cms/api.
 */
let server: TestServer
let anonymous: Client
let master: Client
let owner: RoleClients['owner']
let otherHost: RoleClients['otherHost']
let cohost: Awaited<ReturnType<typeof createHost>>

const ids = (list: { id: unknown }[]) => list.map((item) => String(item.id))
const team = async (client: Client, eventId: unknown) =>
  (await client.get(`/api/events/${String(eventId)}/team`)).body as {
    userId: unknown
    role: string
    name: string
    email: string
  }[]
const storedEvent = (id: string | number) => server.payload.findByID({ collection: 'events', id, depth: 0 })
const idsOfCohosts = (event: { cohosts?: unknown[] | null }) =>
  (event.cohosts ?? []).map((member) => String(relationId(member as never)))

beforeAll(async () => {
  ;({ server, anonymous, master, owner, otherHost } = await startWithRoles())
  cohost = await createHost(server, { name: 'Cora Cohost' })
})
afterAll(() => server.stop())

describe('the team of an event', () => {
  it('the owner adds an approved host by email; refusals are exact per role', async () => {
    const event = await createEvent(owner.client, { name: 'Team night' })
    const path = `/api/events/${event.id}/team`
    expect(await team(owner.client, event.id)).toEqual([
      { userId: owner.id, name: 'Owner Host', email: owner.email, role: 'owner' },
    ])

    expect((await anonymous.post(path, { email: cohost.email })).status).toBe(401)
    expect((await otherHost.client.post(path, { email: cohost.email })).status).toBe(403)
    expect((await anonymous.get(path)).status).toBe(401)
    expect((await otherHost.client.get(path)).status).toBe(403)
    const pending = await createHost(server, { approve: false })
    for (const email of ['nobody@example.com', pending.email, 'master@example.com']) {
      const refused = await owner.client.post<ApiError>(path, { email })
      expect([email, refused.status, refused.body.message]).toEqual([email, 404, 'No approved host with that email'])
    }
    expect((await owner.client.post(path, { email: 'not an email' })).body).toEqual({
      message: 'Invalid email address',
      errors: { email: 'Invalid email address' },
    })

    const added = await owner.client.post(path, { email: cohost.email.toUpperCase() })
    expect(added.status).toBe(201)
    expect(added.body).toEqual({ userId: cohost.id, name: 'Cora Cohost', email: cohost.email, role: 'cohost' })
    for (const email of [cohost.email, owner.email]) {
      const again = await owner.client.post<ApiError>(path, { email })
      expect([again.status, again.body.message]).toEqual([409, "Already on this event's team"])
    }
    expect((await team(cohost.client, event.id)).map((member) => [String(member.userId), member.role])).toEqual([
      [String(owner.id), 'owner'],
      [String(cohost.id), 'cohost'],
    ])
    expect((await master.get(path)).status).toBe(200)

    // A co-host never changes the team: neither adding someone nor removing anyone, themself included.
    expect((await cohost.client.post(path, { email: otherHost.email })).status).toBe(403)
    expect((await cohost.client.delete(`${path}/${String(cohost.id)}`)).status).toBe(403)
    expect((await cohost.client.delete(`${path}/${String(owner.id)}`)).status).toBe(403)
    expect((await otherHost.client.delete(`${path}/${String(cohost.id)}`)).status).toBe(403)

    const ownerOut = await owner.client.delete<ApiError>(`${path}/${String(owner.id)}`)
    expect([ownerOut.status, ownerOut.body.message]).toEqual([409, "The event's owner cannot be removed from its team"])
    expect((await master.delete(`${path}/${String(owner.id)}`)).status).toBe(409)
    const stranger = await owner.client.delete<ApiError>(`${path}/${String(otherHost.id)}`)
    expect([stranger.status, stranger.body.message]).toEqual([404, "Not on this event's team"])
    expect((await owner.client.get('/api/events/999999/team')).status).toBe(404)

    // The master admin changes any team.
    expect((await master.post(path, { email: otherHost.email })).status).toBe(201)
    expect((await master.delete(`${path}/${String(otherHost.id)}`)).status).toBe(200)
  })

  it('a co-host does what the owner does except archive, delete and change the team; removal counts at the next request', async () => {
    const event = await createEvent(owner.client, { name: 'Co-hosted night', maxAttendees: 10 })
    const eventPath = `/api/events/${event.id}`
    expect((await cohost.client.patch(eventPath, eventBody({ name: 'Not yet mine' }))).status).toBe(403)
    expect((await owner.client.post(`${eventPath}/team`, { email: cohost.email })).status).toBe(201)

    const listed = await cohost.client.get<EventDto[]>(`/api/events/host/${String(cohost.id)}?status=current`)
    expect(listed.status).toBe(200)
    expect(ids(listed.body)).toContain(String(event.id))

    const edited = await cohost.client.patch<EventDto>(eventPath, eventBody({ name: 'Edited by the co-host', maxAttendees: 10 }))
    expect([edited.status, edited.body.name, String(edited.body.hostId)]).toEqual([
      200,
      'Edited by the co-host',
      String(owner.id),
    ])
    const guest = await cohost.client.post<AttendeeDto>(`${eventPath}/attendees`, attendee({ name: 'Gil Guest' }))
    expect(guest.status).toBe(201)
    expect((await cohost.client.get<AttendeeDto[]>(`${eventPath}/attendees`)).body.map((row) => row.name)).toEqual(['Gil Guest'])
    expect((await cohost.client.post(`${eventPath}/check-ins`, { attendeeId: guest.body.id })).status).toBe(201)
    expect((await cohost.client.post(`${eventPath}/door-link`)).status).toBe(201)
    expect((await cohost.client.get(`/api/reports/events/${event.id}`)).status).toBe(200)
    expect((await cohost.client.get(`${eventPath}/attendees/download`)).status).toBe(200)

    const archive = await cohost.client.patch<ApiError>(`${eventPath}/archive`)
    expect([archive.status, archive.body.message]).toEqual([403, 'You do not have permission to do this'])
    expect((await cohost.client.delete(eventPath)).status).toBe(403)
    expect((await storedEvent(event.id)).archived).toBe(false)

    // Removed: the very next request is refused, and the dashboard list no longer has it.
    expect((await owner.client.delete(`${eventPath}/team/${String(cohost.id)}`)).status).toBe(200)
    expect((await cohost.client.patch(eventPath, eventBody({ name: 'Too late' }))).status).toBe(403)
    expect((await cohost.client.get(`${eventPath}/attendees`)).status).toBe(403)
    expect((await cohost.client.get(`${eventPath}/team`)).status).toBe(403)
    expect((await cohost.client.post(`${eventPath}/check-ins`, { attendeeId: guest.body.id })).status).toBe(403)
    expect(ids((await cohost.client.get<EventDto[]>(`/api/events/host/${String(cohost.id)}`)).body)).not.toContain(
      String(event.id),
    )
    expect((await storedEvent(event.id)).name).toBe('Edited by the co-host')
  })

  it('every change is recorded: who, whom, when', async () => {
    const event = await createEvent(owner.client)
    const before = Date.now()
    expect((await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })).status).toBe(201)
    expect((await master.delete(`/api/events/${event.id}/team/${String(cohost.id)}`)).status).toBe(200)
    const masterId = (await master.get<CurrentUser>('/api/user')).body.id
    const log = (await storedEvent(event.id)).teamLog ?? []
    expect(log.map(({ action, member, by }) => [action, String(relationId(member)), String(relationId(by))])).toEqual([
      ['added', String(cohost.id), String(owner.id)],
      ['removed', String(cohost.id), String(masterId)],
    ])
    for (const entry of log) expect(Date.parse(entry.at)).toBeGreaterThanOrEqual(before - 1000)
  })

  it('a night the master hands to its co-host leaves its team: owner once, and no say once it moves on', async () => {
    const event = await createEvent(owner.client)
    expect((await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })).status).toBe(201)
    const handed = await master.patch<EventDto>(`/api/events/${event.id}`, eventBody({ ...event, hostId: cohost.id }))
    expect([handed.status, String(handed.body.hostId)]).toEqual([200, String(cohost.id)])
    expect((await team(master, event.id)).filter((member) => String(member.userId) === String(cohost.id))).toHaveLength(1)
    expect(idsOfCohosts(await storedEvent(event.id))).toEqual([])
    // Moved on to another host, the night is no longer the former owner's to manage.
    const moved = await master.patch(`/api/events/${event.id}`, eventBody({ ...event, hostId: otherHost.id }))
    expect(moved.status).toBe(200)
    expect((await cohost.client.get(`/api/events/${event.id}/attendees`)).status).toBe(403)
  })

  it('the event page names the hosts who opted in, and a removed co-host disappears at once', async () => {
    const event = await createEvent(owner.client)
    const hosts = async () => (await anonymous.get<EventHostDto[]>(`/api/events/${event.id}/hosts`)).body
    expect((await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })).status).toBe(201)
    expect(await hosts()).toEqual([])

    expect((await anonymous.patch('/api/user/settings', { showNameOnEvents: true })).status).toBe(401)
    expect((await owner.client.get('/api/user/settings')).body).toEqual({ showNameOnEvents: false })
    expect((await owner.client.patch('/api/user/settings', { showNameOnEvents: 'yes' })).status).toBe(400)
    expect((await owner.client.patch('/api/user/settings', { showNameOnEvents: true })).body).toEqual({ showNameOnEvents: true })
    expect(await hosts()).toEqual([{ name: 'Owner Host', role: 'owner' }])
    expect((await cohost.client.patch('/api/user/settings', { showNameOnEvents: true })).status).toBe(200)
    expect(await hosts()).toEqual([
      { name: 'Owner Host', role: 'owner' },
      { name: 'Cora Cohost', role: 'cohost' },
    ])
    const page = await anonymous.get(`/api/events/${event.id}/hosts`)
    expect(page.text).not.toContain('@')

    expect((await owner.client.delete(`/api/events/${event.id}/team/${String(cohost.id)}`)).status).toBe(200)
    expect(await hosts()).toEqual([{ name: 'Owner Host', role: 'owner' }])
    expect((await anonymous.get('/api/events/999999/hosts')).status).toBe(404)
  })

  it("names no owner who has not opted in: not in the event, the page's data or its text (issue 44)", async () => {
    const quiet = await createHost(server, { name: 'Quentin Quietowner' })
    const event = await createEvent(quiet.client, { name: 'Quiet Owner Night' })
    const detail = async () => (await anonymous.get<EventDto>(`/api/events/${event.id}`)).body.hostName
    const page = async () => (await anonymous.get(`/events/${event.id}`)).text
    expect(await detail()).toBeNull()
    expect(await page()).not.toContain('Quentin')
    expect((await anonymous.get<EventHostDto[]>(`/api/events/${event.id}/hosts`)).body).toEqual([])
    // Opted in, the name shows at once; opted out again, it goes at once.
    expect((await quiet.client.patch('/api/user/settings', { showNameOnEvents: true })).status).toBe(200)
    expect(await detail()).toBe('Quentin Quietowner')
    expect(await page()).toContain('Quentin Quietowner')
    expect((await quiet.client.patch('/api/user/settings', { showNameOnEvents: false })).status).toBe(200)
    expect(await detail()).toBeNull()
  })

  it('credits no host the master admin turned off, at once, and credits them again once approved', async () => {
    const named = await createHost(server, { name: 'Nadia Namedhost' })
    const event = await createEvent(named.client, { name: 'Credited Night' })
    expect((await named.client.patch('/api/user/settings', { showNameOnEvents: true })).status).toBe(200)
    const detail = async () => (await anonymous.get<EventDto>(`/api/events/${event.id}`)).body.hostName
    const hosts = async () => (await anonymous.get<EventHostDto[]>(`/api/events/${event.id}/hosts`)).body
    expect(await detail()).toBe('Nadia Namedhost')
    expect((await master.patch(`/api/hosts/${String(named.id)}/approve`, { approved: false })).status).toBe(200)
    expect(await detail()).toBeNull()
    expect(await hosts()).toEqual([])
    expect((await anonymous.get(`/events/${event.id}`)).text).not.toContain('Nadia')
    expect((await master.patch(`/api/hosts/${String(named.id)}/approve`, { approved: true })).status).toBe(200)
    expect(await detail()).toBe('Nadia Namedhost')
  })

  it('attendee rows follow the team: a co-host reads them through the collection, a removed one does not', async () => {
    const event = await createEvent(owner.client)
    await owner.client.post(`/api/events/${event.id}/attendees`, attendee({ ...person({ name: 'Row Person' }) }))
    const cohostUser = await server.payload.findByID({ collection: 'users', id: cohost.id, depth: 0 })
    const asCohost = { user: { ...cohostUser, collection: 'users' as const }, overrideAccess: false as const }
    const rows = () => server.payload.find({ collection: 'attendees', where: { event: { equals: event.id } }, ...asCohost })
    expect((await rows()).docs).toHaveLength(0)
    await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })
    expect((await rows()).docs.map((row) => row.name)).toEqual(['Row Person'])
    await owner.client.delete(`/api/events/${event.id}/team/${String(cohost.id)}`)
    expect((await rows()).docs).toHaveLength(0)
  })
})

describe('the collection is the judge (Local API as each caller, and /cms/api)', () => {
  it('a co-host may edit the event but not its team, archive it or delete it; the master may', async () => {
    const event = await createEvent(owner.client)
    await owner.client.post(`/api/events/${event.id}/team`, { email: cohost.email })
    const userOf = async (id: string | number) => ({
      user: { ...(await server.payload.findByID({ collection: 'users', id, depth: 0 })), collection: 'users' as const },
      overrideAccess: false as const,
    })
    const asCohost = await userOf(cohost.id)
    const asOther = await userOf(otherHost.id)

    const renamed = await server.payload.update({
      collection: 'events',
      id: event.id,
      data: { name: 'Renamed in CMS' },
      ...asCohost,
    })
    expect(renamed.name).toBe('Renamed in CMS')
    await server.payload.update({
      collection: 'events',
      id: event.id,
      data: { cohosts: [cohost.id, otherHost.id], archived: true },
      ...asCohost,
    })
    const stored = await storedEvent(event.id)
    expect([stored.cohosts?.map(String), stored.archived]).toEqual([[String(cohost.id)], false])
    await expect(server.payload.delete({ collection: 'events', id: event.id, ...asCohost })).rejects.toMatchObject({
      status: 403,
    })
    await expect(
      server.payload.update({ collection: 'events', id: event.id, data: { name: 'Theirs' }, ...asOther }),
    ).rejects.toMatchObject({
      status: 403,
    })

    // /cms/api serves only the master admin: hosts and co-hosts are refused at its gate.
    expect((await cohost.client.patch(`/cms/api/events/${event.id}`, { cohosts: [cohost.id, otherHost.id] })).status).toBe(403)
    expect((await cohost.client.get(`/cms/api/events/${event.id}`)).status).toBe(403)
    expect((await owner.client.patch(`/cms/api/events/${event.id}`, { cohosts: [] })).status).toBe(403)
    expect((await anonymous.patch(`/cms/api/events/${event.id}`, { cohosts: [] })).status).toBe(401)
    const byMaster = await master.patch(`/cms/api/events/${event.id}`, { cohosts: [otherHost.id] })
    expect(byMaster.status).toBe(200)
    expect((await storedEvent(event.id)).cohosts?.map(String)).toEqual([String(otherHost.id)])
    expect((await storedEvent(event.id)).teamLog?.map((entry) => [entry.action, String(relationId(entry.member))])).toEqual([
      ['added', String(cohost.id)],
      ['added', String(otherHost.id)],
      ['removed', String(cohost.id)],
    ])
    const pending = await createHost(server, { approve: false })
    const refused = await master.patch(`/cms/api/events/${event.id}`, { cohosts: [pending.id] })
    expect(refused.status).toBe(400)
    expect(refused.text).toContain('Co-hosts must be approved hosts')
  })
})
