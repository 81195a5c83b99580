import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { attendee, createEvent, createHost, person } from '../support/actors'
import { startWithRoles, type RoleClients } from '../support/roles'
import type { Client } from '../support/client'
import type { Id } from '../../contract/types'
import type { TestServer } from '../support/testServer'

/**
 * A draft is private to the public, never to its own team (issue 52, "Drafts and the team's own
 * operations"): the owner, a co-host and the master admin add people (the spec's body), count
 * and export them, run the door, print badges, message them, read the report and move people
 * in and out; the public, other hosts and an ADMIN hear 404, as for a night that is not there.
 */
let server: TestServer
let roles: RoleClients
let cohost: Awaited<ReturnType<typeof createHost>>

beforeAll(async () => {
  roles = await startWithRoles()
  server = roles.server
  cohost = await createHost(server, { name: 'Cora Cohost' })
})
afterAll(() => server.stop())

async function draftNight() {
  const draft = await createEvent(roles.owner.client, { name: 'Draft night', status: 'draft' })
  expect((await roles.owner.client.post(`/api/events/${draft.id}/team`, { email: cohost.email })).status).toBe(201)
  return draft
}
const countOf = (client: Client, eventId: Id) => client.get<{ count: number }>(`/api/events/${eventId}/attendee-count`)

describe("the team's own operations on a draft", () => {
  const team = () =>
    [
      ['owner', roles.owner.client],
      ['co-host', cohost.client],
      ['master', roles.master],
    ] as const

  it('add a person with the spec body, count and export them: the empty list counts 0 first', async () => {
    for (const [role, client] of team()) {
      const draft = await draftNight()
      // The dashboard asks the count before exporting: 0 is "No attendees", never "Event not found".
      const empty = await countOf(client, draft.id)
      expect([role, empty.status, empty.body]).toEqual([role, 200, { count: 0 }])
      expect(empty.headers.get('cache-control')).toBe('private, no-store')
      expect((await client.get(`/api/events/${draft.id}/attendees/download`)).status).toBe(200)

      const body = { ...person({ name: `Added By ${role}` }), eventId: Number(draft.id) }
      const added = await client.post<{ name: string }>(`/api/events/${draft.id}/attendees`, body)
      expect([role, added.status, added.body.name]).toEqual([role, 201, body.name])
      expect((await countOf(client, draft.id)).body).toEqual({ count: 1 })
      const csv = await client.get(`/api/events/${draft.id}/attendees/download`)
      expect([csv.status, csv.text]).toEqual([200, expect.stringContaining(body.name)])
    }
  })

  it('run the door, print badges, message the people and read the report', async () => {
    for (const [role, client] of team()) {
      const draft = await draftNight()
      const added = await client.post<{ id: Id }>(`/api/events/${draft.id}/attendees`, attendee())
      expect([role, added.status]).toEqual([role, 201])
      const walkIn = await client.post(`/api/events/${draft.id}/walk-ins`, attendee())
      expect([role, 'walk-in', walkIn.status]).toEqual([role, 'walk-in', 201])
      const checkIn = await client.post(`/api/events/${draft.id}/check-ins`, { attendeeId: added.body.id })
      expect([role, 'check-in', checkIn.status]).toEqual([role, 'check-in', 201])
      const badges = await client.get(`/api/events/${draft.id}/badges.pdf`)
      expect([role, 'badges', badges.status, badges.headers.get('content-type')]).toEqual([
        role,
        'badges',
        200,
        'application/pdf',
      ])
      const sent = await client.post(`/api/events/${draft.id}/messages`, {
        subject: 'Parking',
        body: 'Park behind the building.',
        audience: 'registered',
      })
      expect([role, 'message', sent.status]).toEqual([role, 'message', 202])
      const report = await client.get<{ registered: number }>(`/api/reports/events/${draft.id}`)
      expect([role, 'report', report.status]).toEqual([role, 'report', 200])
    }
  })

  it('move people into the draft and out of it', async () => {
    const draft = await draftNight()
    const published = await createEvent(roles.owner.client, { name: 'Published night' })
    const moving = await roles.owner.client.post<{ id: Id }>(`/api/events/${published.id}/attendees`, attendee())
    const into = await cohost.client.post<{ attendee: { id: Id } }>(
      `/api/events/${published.id}/attendees/${moving.body.id}/move`,
      { toEventId: draft.id },
    )
    // The co-host of the draft does not manage the published night: the move is refused.
    expect(into.status).toBe(403)
    const byOwner = await roles.owner.client.post<{ attendee: { id: Id } }>(
      `/api/events/${published.id}/attendees/${moving.body.id}/move`,
      { toEventId: draft.id },
    )
    expect(byOwner.status).toBe(200)
    expect((await countOf(roles.owner.client, draft.id)).body).toEqual({ count: 1 })
    const back = await roles.master.post(`/api/events/${draft.id}/attendees/${byOwner.body.attendee.id}/move`, {
      toEventId: published.id,
    })
    expect(back.status).toBe(200)
    expect((await countOf(roles.owner.client, draft.id)).body).toEqual({ count: 0 })
  })
})

describe('everyone else', () => {
  it('hears 404 for a draft: the public, another host and an ADMIN, reading or adding', async () => {
    const draft = await draftNight()
    expect((await roles.owner.client.post(`/api/events/${draft.id}/attendees`, attendee())).status).toBe(201)
    const outsiders = [
      ['anonymous', roles.anonymous],
      ['other host', roles.otherHost.client],
      ['admin', roles.admin.client],
    ] as const
    for (const [role, client] of outsiders) {
      for (const body of [{ ...person(), eventId: Number(draft.id) }, attendee()]) {
        const added = await client.post(`/api/events/${draft.id}/attendees`, body)
        expect([role, added.status, added.body]).toEqual([role, 404, { message: messages.eventNotFound }])
      }
      const count = await countOf(client, draft.id)
      expect([role, count.status]).toEqual([role, 404])
      expect([role, (await client.get(`/api/events/${draft.id}`)).status]).toEqual([role, 404])
    }
    // The one person the owner added is all there is.
    expect((await countOf(roles.owner.client, draft.id)).body).toEqual({ count: 1 })
  })
})
