import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, createEvent, createHost } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { register } from '../support/nights'
import { testDatabaseUri, testsOnPostgres } from '../support/testDatabase'
import { actWhileUncommitted } from '../support/postgres'
import { Client, type ApiResponse } from '../support/client'

/**
 * A co-host acting on a night at the instant the owner takes them off its team: a message to its
 * people, removing someone, moving someone to another night, giving a waiting person a seat. The access check is made again inside the unit that acts, after
 * the night's lock (cms/modules/messages/service.ts, cms/modules/registrations/), so an action
 * that waited for the removal's unit is refused instead of done in the name of someone who is no
 * longer on the team. SQLite runs one unit at a time; PostgreSQL runs them side by side.
 */
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>
let cohost: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  server = await startTestServer()
  owner = await createHost(server, { name: 'Owner Host' })
  cohost = await createHost(server, { name: 'Removed Cohost' })
}, 60_000)
afterAll(() => server.stop())

/** A night of the owner's, with the co-host on its team and one person registered. */
async function cohostedNight(name: string) {
  const night = await createEvent(owner.client, { name })
  expect((await owner.client.post(`/api/events/${night.id}/team`, { email: cohost.email })).status).toBe(201)
  const person = await register(server, night.id, { name: `${name} Guest` })
  return { night, person }
}

/**
 * The co-host's `act` arriving while the owner's removal of them is written and not yet committed
 * (on PostgreSQL another session stands for the removal's unit, as tests/api/moveRacesCheckIn.test.ts
 * does for a move); on SQLite, after the removal.
 */
async function actDuringRemoval(nightId: string | number, act: (client: Client) => Promise<ApiResponse>) {
  if (!testsOnPostgres()) {
    expect((await owner.client.delete(`/api/events/${nightId}/team/${String(cohost.id)}`)).status).toBe(200)
    return act(cohost.client)
  }
  return actWhileUncommitted(
    testDatabaseUri(server.dir),
    [
      ['SELECT id FROM events WHERE id = $1 FOR UPDATE', [nightId]],
      [`DELETE FROM events_rels WHERE parent_id = $1 AND path = 'cohosts'`, [nightId]],
    ],
    () => act(cohost.client),
  )
}

describe('a co-host taken off the team while acting', () => {
  it('sends no message to the people registered in their name once the removal has committed', async () => {
    const { night } = await cohostedNight('Racing Message Night')
    const sent = await actDuringRemoval(night.id, (client) =>
      client.post(`/api/events/${night.id}/messages`, { subject: 'Last call', body: 'From me.', audience: 'registered' }),
    )
    expect([403, 404]).toContain(sent.status)
    expect((await server.payload.count({ collection: 'event-messages', where: { event: { equals: night.id } } })).totalDocs).toBe(
      0,
    )
  }, 60_000)

  it('removes nobody once the removal has committed', async () => {
    const { night, person } = await cohostedNight('Racing Removal Night')
    const removed = await actDuringRemoval(night.id, (client) => client.delete(`/api/events/${night.id}/attendees/${person.id}`))
    expect([403, 404]).toContain(removed.status)
    const row = await server.payload.findByID({ collection: 'attendees', id: person.id, depth: 0, disableErrors: true })
    expect(row?.status).toBe('registered')
  }, 60_000)

  it('moves nobody away from the night once the removal has committed', async () => {
    const { night, person } = await cohostedNight('Racing Move Night')
    const { night: other } = await cohostedNight('Racing Move Other Night')
    const moved = await actDuringRemoval(night.id, (client) =>
      client.post(`/api/events/${night.id}/attendees/${person.id}/move`, { toEventId: other.id }),
    )
    expect([403, 404]).toContain(moved.status)
    const row = await server.payload.findByID({ collection: 'attendees', id: person.id, depth: 0, disableErrors: true })
    expect(row?.status).toBe('registered')
  }, 60_000)

  it('seats nobody from the waitlist once the removal has committed', async () => {
    const night = await createEvent(owner.client, { name: 'Racing Seat Night', maxAttendees: 1 })
    expect((await owner.client.post(`/api/events/${night.id}/team`, { email: cohost.email })).status).toBe(201)
    await register(server, night.id, { name: 'Seated Guest' })
    expect((await new Client(server.url).post(`/api/events/${night.id}/waitlist`, attendee())).status).toBe(201)
    const [waiting] = (await owner.client.get<{ id: string | number }[]>(`/api/events/${night.id}/waitlist`)).body
    const seated = await actDuringRemoval(night.id, (client) =>
      client.post(`/api/events/${night.id}/waitlist/${waiting.id}/seat`, {}),
    )
    expect([403, 404]).toContain(seated.status)
    const row = await server.payload.findByID({ collection: 'attendees', id: waiting.id, depth: 0 })
    expect(row.status).toBe('waitlisted')
  }, 60_000)
})
