import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost } from '../support/actors'
import { register } from '../support/nights'
import { startTestServer, type TestServer } from '../support/testServer'
import type { CheckInList } from '../../contract/door'

/**
 * A person checked in at the door who then cancels, and comes back (decision 575): every way back
 * (registering again, a host adding them by hand, the waitlist) starts with no check-in, so the
 * door shows them as not yet in, their new entry code checks them in, and the night's figures do
 * not count a visit they have not made. A move already started afresh (tests/api/move.test.ts).
 */
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>
beforeAll(async () => {
  server = await startTestServer()
  owner = await createHost(server)
})
afterAll(() => server.stop())

/** Checked in at the door, then cancelled from the manage link (allowed until the night ends). */
async function checkedInThenCancelled(eventId: string | number, name: string) {
  const person = await register(server, eventId, { name })
  expect((await owner.client.post(`/api/events/${eventId}/check-ins`, { attendeeId: person.id })).status).toBe(201)
  expect((await new Client(server.url).post(`/api/registrations/${person.token}/cancel`, {})).status).toBe(200)
  return person
}

const doorList = async (eventId: string | number) =>
  (await owner.client.get<CheckInList>(`/api/events/${eventId}/check-ins`)).body
const storedCheckIn = async (id: string | number) =>
  (await server.payload.findByID({ collection: 'attendees', id, depth: 0 })).checkedInAt ?? null

describe('a cancelled person who comes back has not come yet', () => {
  it('registering again: not in on the door list, and the door checks them in anew', async () => {
    const night = await createEvent(owner.client, { name: 'Back Again Night' })
    const ann = await checkedInThenCancelled(night.id, 'Ann Again')
    const again = await new Client(server.url).post<{ id: string | number }>(
      `/api/events/${night.id}/attendees`,
      attendee({ name: 'Ann Again', email: ann.email }),
    )
    expect(again.status).toBe(201)
    expect(String(again.body.id)).toBe(String(ann.id))
    const list = await doorList(night.id)
    expect([list.registered, list.checkedIn]).toEqual([1, 0])
    expect(list.attendees.find((row) => String(row.id) === String(ann.id))?.checkedInAt).toBeNull()
    const tapped = await owner.client.post<{ alreadyCheckedIn?: boolean }>(`/api/events/${night.id}/check-ins`, {
      attendeeId: ann.id,
    })
    expect(tapped.status).toBe(201)
    expect(tapped.body.alreadyCheckedIn).toBeUndefined()
  })

  it('a host adding them by hand', async () => {
    const night = await createEvent(owner.client, { name: 'Added Back Night' })
    const ben = await checkedInThenCancelled(night.id, 'Ben Back')
    const added = await owner.client.post(`/api/events/${night.id}/attendees`, {
      name: 'Ben Back',
      email: ben.email,
      company: 'Back Works',
    })
    expect(added.status).toBe(201)
    expect((await doorList(night.id)).checkedIn).toBe(0)
    expect(await storedCheckIn(ben.id)).toBeNull()
  })

  it('joining the waitlist of a night that has filled meanwhile', async () => {
    const night = await createEvent(owner.client, { name: 'Full Again Night', maxAttendees: 1 })
    const cleo = await checkedInThenCancelled(night.id, 'Cleo Queue')
    await register(server, night.id, { name: 'Dan Seated' })
    const joined = await new Client(server.url).post<{ status: string }>(
      `/api/events/${night.id}/waitlist`,
      attendee({ name: 'Cleo Queue', email: cleo.email }),
    )
    expect([joined.status, joined.body.status]).toEqual([201, 'waitlisted'])
    expect(await storedCheckIn(cleo.id)).toBeNull()
  })
})
