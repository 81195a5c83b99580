import { expect } from '@jest/globals'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON, eventBody } from '../support/actors'
import { ADMIN } from '../support/testServer'

/** Signs in as the master admin of a child server. */
export async function masterOf(url: string) {
  const client = new Client(url)
  expect((await client.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(200)
  return client
}

export async function createLimitedEvent(url: string, maxAttendees: number) {
  const master = await masterOf(url)
  const created = await master.post('/api/events', eventBody({ maxAttendees }))
  expect(created.status).toBe(201)
  return created.body.id
}

export interface Attempt {
  email: string
  status: number | 'reset'
}

/** Registrations sent all at once; a connection cut by a crash is recorded as "reset". */
export async function burst(url: string, eventId: string | number, count: number, prefix: string): Promise<Attempt[]> {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const email = `${prefix}.${index}@example.com`
      try {
        const response = await fetch(`${url}/api/events/${eventId}/attendees`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Origin: url },
          body: JSON.stringify({ name: `Person ${index}`, email, company: 'Burst Works', ...FILLED_BY_A_PERSON }),
        })
        await response.text()
        return { email, status: response.status }
      } catch {
        return { email, status: 'reset' as const }
      }
    }),
  )
}

/**
 * The invariants after anything: stored registrations never exceed capacity, every
 * acknowledged (201) registration is stored, and every stored registration has exactly one
 * confirmation email row.
 */
export async function checkInvariants(url: string, eventId: string | number, capacity: number, attempts: Attempt[]) {
  const master = await masterOf(url)
  const attendees = (await master.get(`/api/events/${eventId}/attendees`)).body as { email: string }[]
  expect(attendees.length).toBeLessThanOrEqual(capacity)
  const stored = new Set(attendees.map((row) => row.email))
  const acknowledged = attempts.filter((attempt) => attempt.status === 201).map((attempt) => attempt.email)
  expect(acknowledged.filter((email) => !stored.has(email))).toEqual([])
  const outbox = await master.get<{ docs: { to: string }[] }>(
    `/cms/api/email-outbox?limit=0&pagination=false&depth=0&select[to]=true`,
  )
  expect(outbox.status).toBe(200)
  const mails = new Map<string, number>()
  for (const row of outbox.body.docs) mails.set(row.to, (mails.get(row.to) ?? 0) + 1)
  expect(attendees.filter((row) => mails.get(row.email) !== 1).map((row) => row.email)).toEqual([])
  const count = (await master.get(`/api/events/${eventId}/attendee-count`)).body.count
  expect(count).toBe(attendees.length)
  return attendees
}
