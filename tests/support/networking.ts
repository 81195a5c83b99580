import { expect } from '@jest/globals'
import { Client } from './client'
import { attendee, eventBody } from './actors'
import type { TestServer } from './testServer'
import type { EventDto } from '../../contract/types'
import type { NetworkingDto, NetworkingProfileInput } from '../../contract/networking'
import type { RegistrationResultDto } from '../../contract/registrations'

/** A night with "Who to meet" on (the default tags unless given), made by `host`. */
export async function networkingNight(host: Client, overrides: Record<string, unknown> = {}, tags: string[] = []) {
  const created = await host.post<EventDto>('/api/events', eventBody({ networking: { enabled: true, tags }, ...overrides }))
  expect(created.status).toBe(201)
  return created.body
}

/** A networking night starting in 25 hours, for three: the 24 h reminders pass, run an hour ahead, reminds its people. */
export function networkingNightTomorrow(host: Client, name: string) {
  const start = Date.now() + 25 * 3600_000
  return networkingNight(host, {
    name,
    date: new Date(start).toISOString(),
    endDate: new Date(start + 3 * 3600_000).toISOString(),
  })
}

/** A public registration with a profile (or none); its manage token from the 201's link. */
export async function registerWith(
  server: TestServer,
  eventId: string | number,
  person: Record<string, unknown>,
  networking?: NetworkingProfileInput | null,
) {
  const body = attendee({ ...person, ...(networking === undefined ? {} : { networking }) })
  const answer = await new Client(server.url).post<RegistrationResultDto>(`/api/events/${eventId}/attendees`, body)
  expect([answer.status, answer.text]).toEqual([201, answer.text])
  const token = new URL(answer.body.manageUrl!).pathname.split('/').pop()!
  return { ...body, id: answer.body.id, token }
}

/** The person's own "Who to meet" view through their manage link. */
export async function networkingOf(server: TestServer, token: string) {
  const answer = await new Client(server.url).get<NetworkingDto>(`/api/registrations/${token}/networking`)
  expect(answer.status).toBe(200)
  return answer.body
}

/** Rows of a collection that point at a registration (its profile, its swaps either side). */
export async function networkingRowsOf(server: TestServer, attendeeId: string | number) {
  const profiles = await server.payload.count({ collection: 'networking-profiles', where: { attendee: { equals: attendeeId } } })
  const swaps = await server.payload.count({
    collection: 'contact-swaps',
    where: { or: [{ from: { equals: attendeeId } }, { to: { equals: attendeeId } }] },
  })
  return { profiles: profiles.totalDocs, swaps: swaps.totalDocs }
}
