import { expect } from '@jest/globals'
import { Client } from './client'
import { ADMIN, type TestServer } from './testServer'

/**
 * What the site's public forms send besides their fields (site/src/components/BotGuard.tsx):
 * an empty honeypot and the time the form was open. A body without them is judged by the
 * honeypot and the rate limits alone (the spec's own payloads, tests/api/specPayloads.test.ts).
 */
export const FILLED_BY_A_PERSON = { website: '', formFillMs: 5000 }

let counter = 0
export const uniqueEmail = (prefix = 'user') => `${prefix}.${Date.now()}.${++counter}@example.com`

export async function signIn(server: TestServer, email: string, password: string): Promise<Client> {
  const client = new Client(server.url)
  const response = await client.post('/api/login', { email, password })
  expect(response.status).toBe(200)
  return client
}

export const signInMaster = (server: TestServer) => signIn(server, ADMIN.email, ADMIN.password)

/** A host who applied through /api/register; approved by the master admin unless asked not to. */
export async function createHost(server: TestServer, options: { approve?: boolean; name?: string } = {}) {
  const email = uniqueEmail('host')
  const password = 'host-password-1'
  const anonymous = new Client(server.url)
  const registered = await anonymous.post('/api/register', {
    name: options.name ?? 'Hana Host',
    email,
    password,
    phone: '312-555-0100',
    ...FILLED_BY_A_PERSON,
  })
  expect(registered.status).toBe(201)
  if (options.approve !== false) {
    const master = await signInMaster(server)
    const approved = await master.patch(`/api/hosts/${registered.body.id}/approve`, { approved: true })
    expect(approved.status).toBe(200)
  }
  const client = options.approve === false ? anonymous : await signIn(server, email, password)
  return { client, id: registered.body.id, email, password }
}

/** A role other than HOST can only come from the master admin (through the Local API here). */
export async function createAdminUser(server: TestServer) {
  const email = uniqueEmail('admin')
  const password = 'admin-password-1'
  const user = await server.payload.create({
    collection: 'users',
    data: { name: 'Ada Admin', email, password, role: 'ADMIN', approved: true },
  })
  return { client: await signIn(server, email, password), id: user.id, email, password }
}

export function eventBody(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 7 * 86400_000)
  return {
    name: 'Test Pub Night',
    description: 'A night out with makers.',
    date: start.toISOString(),
    endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    timezone: 'America/Chicago' as const,
    venue: 'The Test Tap',
    street: '1 Main St',
    city: 'Chicago',
    state: 'IL',
    country: 'USA',
    coordinates: { lat: 41.88, lng: -87.63 },
    maxAttendees: 0,
    imageUrl: null,
    linkedinPostUrl: null,
    ...overrides,
  }
}

export async function createEvent(client: Client, overrides: Record<string, unknown> = {}) {
  const response = await client.post('/api/events', eventBody(overrides))
  expect(response.status).toBe(201)
  return response.body as { id: string | number; hostId: string | number; maxAttendees: number }
}

/** A person's registration fields, as stored. */
export const person = (overrides: Record<string, unknown> = {}) => ({
  name: 'Riley Reg',
  email: uniqueEmail('guest'),
  company: 'Reg Works',
  ...overrides,
})

/** A registration as the site's form sends it. */
export const attendee = (overrides: Record<string, unknown> = {}) => person({ ...FILLED_BY_A_PERSON, ...overrides })
