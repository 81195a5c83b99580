import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * Issue 44, finding 3: a door link lives as long as its maker may run the door. Taking a
 * co-host off the team ends the links they made at once: the list, check-ins and walk-ins
 * (which email the person) all answer 404, while the owner's own link keeps working.
 */
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>
let cohost: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  server = await startTestServer()
  owner = await createHost(server, { name: 'Olive Owner' })
  cohost = await createHost(server, { name: 'Cal Cohost' })
})
afterAll(() => server.stop())

const door = () => new Client(server.url)
const tokenOf = (url: string) => new URL(url).pathname.split('/').pop()!

describe("a removed co-host's door link", () => {
  it('answers 404 for the list, check-ins and walk-ins once they are off the team', async () => {
    const event = await createEvent(owner.client, { name: 'Door Team Night' })
    const path = `/api/events/${String(event.id)}`
    expect((await owner.client.post(`${path}/team`, { email: cohost.email })).status).toBe(201)
    const guest = await owner.client.post<{ id: string | number }>(`${path}/attendees`, attendee({ name: 'Gus Guest' }))
    expect(guest.status).toBe(201)
    const made = await cohost.client.post<{ url: string }>(`${path}/door-link`)
    expect(made.status).toBe(201)
    const token = tokenOf(made.body.url)
    expect((await door().get(`/api/door/${token}`)).status).toBe(200)

    expect((await owner.client.delete(`${path}/team/${String(cohost.id)}`)).status).toBe(200)

    expect((await door().get(`/api/door/${token}`)).status).toBe(404)
    expect((await door().get(`/api/door/${token}/check-ins`)).status).toBe(404)
    expect((await door().post(`/api/door/${token}/check-ins`, { attendeeId: guest.body.id })).status).toBe(404)
    const walkIn = await door().post(`/api/door/${token}/walk-ins`, attendee({ name: 'Wanda Walkin' }))
    expect(walkIn.status).toBe(404)
    // The same link sent with the event's own routes is refused too.
    expect((await door().get(`${path}/check-ins`, { 'X-Door-Token': token })).status).toBe(404)
    // Nobody was checked in or added, and the owner sees no working link.
    const list = await owner.client.get<{ attendees: { name: string; checkedInAt: string | null }[] }>(`${path}/check-ins`)
    expect(list.body.attendees.map((person) => [person.name, person.checkedInAt])).toEqual([['Gus Guest', null]])
    expect((await owner.client.get(`${path}/door-link`)).body).toEqual({ active: false, expiresAt: null })

    // The owner's own link works as before.
    const ownLink = await owner.client.post<{ url: string }>(`${path}/door-link`)
    expect((await door().get(`/api/door/${tokenOf(ownLink.body.url)}`)).status).toBe(200)
  })
})
