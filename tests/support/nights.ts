import { expect } from '@jest/globals'
import { Client } from './client'
import { attendee } from './actors'
import type { TestServer } from './testServer'
import type { RegistrationResultDto } from '../../contract/registrations'

const DAY_MS = 86_400_000

/** A public registration; its manage token from the 201's link. */
export async function register(server: TestServer, eventId: string | number, overrides: Record<string, unknown> = {}) {
  const person = attendee(overrides)
  const answer = await new Client(server.url).post<RegistrationResultDto>(`/api/events/${eventId}/attendees`, person)
  expect(answer.status).toBe(201)
  const token = new URL(answer.body.manageUrl!).pathname.split('/').pop()!
  return { ...person, id: answer.body.id, token }
}

/**
 * Moves a night into the past in the database itself, as if it had ended `daysAgo` days ago
 * (registrations close once a night starts, so people register first and time moves after).
 */
export async function endedDaysAgo(server: TestServer, eventId: string | number, daysAgo: number) {
  const end = Date.now() - daysAgo * DAY_MS
  await server.payload.db.updateOne({
    collection: 'events',
    where: { id: { equals: eventId } },
    data: { date: new Date(end - 3 * 3600_000).toISOString(), endDate: new Date(end).toISOString() },
    returning: false,
  })
}

/** Moves a row's creation back, as if it were written `daysAgo` days ago. */
export async function createdDaysAgo(
  server: TestServer,
  collection: 'contact-messages' | 'email-outbox',
  id: string | number,
  daysAgo: number,
) {
  await server.payload.db.updateOne({
    collection,
    where: { id: { equals: id } },
    data: { createdAt: new Date(Date.now() - daysAgo * DAY_MS).toISOString() },
    returning: false,
  })
}
