import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, createHost, eventBody, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import type { ApiError, EventDto } from '../../contract/types'

let server: TestServer
let master: Client
let host: Awaited<ReturnType<typeof createHost>>
let eventId: string | number

beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
  host = await createHost(server)
  eventId = (await createEvent(host.client)).id
})
afterAll(() => server.stop())

const hostile: unknown[] = [
  null,
  [],
  [1, 2, 3],
  'string',
  42,
  true,
  {},
  { $gt: '' },
  { email: { $gt: '' }, password: { $ne: null } },
  { name: ['a'], email: ['b@c.de'], company: { equals: 'x' } },
  { name: 'x'.repeat(60_000), email: 'y'.repeat(30_000) + '@e.co' },
  { name: null, email: null, company: null, message: null, password: null },
  { date: { $gt: '' }, endDate: [], timezone: 'Mars/Base', coordinates: 'here', maxAttendees: -1 },
  { date: '2030-01-01', endDate: 'not a date', maxAttendees: 1e308, coordinates: { lat: Infinity, lng: 'NaN' } },
  { __proto__: { admin: true }, constructor: { prototype: { polluted: true } } },
  { approved: 'true' },
  { approved: { $ne: false } },
  { question: 1, answer: {}, order: '1' },
  { order: 1e20, question: 'q', answer: 'a' },
  { currentPassword: ['x'], newPassword: { length: 100 } },
  { name: '\u0000\u0001', email: 'a@b.c\u0000', company: '\uD800' },
]

/** Every write endpoint, with whoever is allowed to reach its validation. */
const targets = (): [string, string, Client | null][] => [
  ['POST', '/api/login', null],
  ['POST', '/api/register', null],
  ['POST', '/api/contact', null],
  ['POST', `/api/events/${eventId}/attendees`, null],
  ['POST', `/api/events/${eventId}/attendees`, host.client],
  ['POST', '/api/events', host.client],
  ['PATCH', `/api/events/${eventId}`, host.client],
  ['PATCH', `/api/events/${eventId}/archive`, master],
  ['PATCH', '/api/user/password', host.client],
  ['PATCH', `/api/hosts/${host.id}/approve`, master],
  ['POST', '/api/sponsors', master],
  ['POST', '/api/faqs', master],
  ['POST', '/api/upload', host.client],
]

describe('hostile input never produces a 5xx', () => {
  it('wrong types, operator objects, huge strings, arrays and nulls on every write endpoint', async () => {
    const failures: string[] = []
    for (const [method, path, client] of targets()) {
      for (const body of hostile) {
        const caller = client ?? new Client(server.url)
        const response = await caller.request<Partial<ApiError> | null>(method, path, JSON.stringify(body), {
          'Content-Type': 'application/json',
        })
        if (response.status >= 500 || (response.status >= 400 && typeof response.body?.message !== 'string')) {
          failures.push(
            `${method} ${path} ${JSON.stringify(body).slice(0, 80)} -> ${response.status} ${response.text.slice(0, 120)}`,
          )
        }
      }
    }
    expect(failures).toEqual([])
  }, 120_000)

  it('a NUL inside a text is taken out and the rest kept, never the text cut at it', async () => {
    const made = await host.client.post<EventDto>(
      '/api/events',
      eventBody({ name: 'Lyon\u0000 secret tail', description: 'before\u0000after' }),
    )
    expect(made.status).toBe(201)
    expect([made.body.name, made.body.description]).toEqual(['Lyon secret tail', 'beforeafter'])
    const stored = await server.payload.findByID({ collection: 'events', id: made.body.id, overrideAccess: true })
    expect([stored.name, stored.description]).toEqual(['Lyon secret tail', 'beforeafter'])
    // A required text of NUL alone is empty: refused, never stored blank.
    const blank = await host.client.post<ApiError>('/api/events', eventBody({ name: '\u0000' }))
    expect(blank.status).toBe(400)
    expect(blank.body.errors).toHaveProperty('name')
    const faq = await master.post<{ question: string; answer: string }>('/api/faqs', {
      question: 'Visible?\u0000hidden',
      answer: 'All\u0000of it',
    })
    expect(faq.status).toBe(201)
    expect([faq.body.question, faq.body.answer]).toEqual(['Visible?hidden', 'Allof it'])
  })

  it('hostile ids in paths are 4xx too', async () => {
    const ids = ['%24gt', '1%20OR%201=1', "1'--", '../../etc/passwd', '-1', '9'.repeat(40), '[object Object]']
    for (const id of ids) {
      for (const [method, path] of [
        ['GET', `/api/events/${id}`],
        ['GET', `/api/events/${id}/attendee-count`],
        ['GET', `/api/events/${id}/attendees`],
        ['DELETE', `/api/events/${eventId}/attendees/${id}`],
        ['DELETE', `/api/sponsors/${id}`],
        ['PATCH', `/api/hosts/${id}/approve`],
      ] as const) {
        const response = await master.request(method, path, method === 'PATCH' ? { approved: true } : undefined)
        const clientError = response.status >= 400 && response.status < 500
        expect([method, path, response.status, clientError]).toEqual([method, path, response.status, true])
      }
    }
  })
})
