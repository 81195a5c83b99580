import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { createEvent, person, signInMaster, uniqueEmail } from '../support/actors'
import { Client } from '../support/client'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * The spec's own payloads (issue 52): a client written to SPEC.md section 7 sends
 * `name, email, company, eventId` and `name, email, message`, with no fill time. It is served;
 * the bot guard still refuses a fill time that was measured and too short, and the other
 * defences (the honeypot, the rate limits, on here as in production) judge the rest.
 */
let server: TestServer
let master: Client
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  server = await startTestServer({ RATE_LIMITS: 'on' })
  master = await signInMaster(server)
})
afterAll(() => server.stop())

const count = async (eventId: string | number) =>
  (await anonymous().get<{ count: number }>(`/api/events/${eventId}/attendee-count`)).body.count
const storedMessages = async (email: string) =>
  (await server.payload.count({ collection: 'contact-messages', where: { email: { equals: email } } })).totalDocs

describe('POST /api/events/{id}/attendees with the spec body', () => {
  it('registers name, email, company and eventId without a fill time, and answers the new attendee', async () => {
    const event = await createEvent(master)
    const body = { ...person(), eventId: Number(event.id) }
    const answer = await anonymous().post<{ name: string; email: string; company: string }>(
      `/api/events/${event.id}/attendees`,
      body,
    )
    expect(answer.status).toBe(201)
    expect(answer.body).toMatchObject({ name: body.name, email: body.email, company: body.company })
    expect(await count(event.id)).toBe(1)
  })

  it('still refuses a measured fill under the minimum, and drops a filled honeypot without a fill time', async () => {
    const event = await createEvent(master)
    const quick = await anonymous().post(`/api/events/${event.id}/attendees`, { ...person(), formFillMs: 500 })
    expect([quick.status, quick.body]).toEqual([400, { message: messages.submitAgain }])
    const bot = await anonymous().post(`/api/events/${event.id}/attendees`, { ...person(), website: 'http://spam.example' })
    expect(bot.status).toBe(201)
    expect(await count(event.id)).toBe(0)
  })
})

describe('POST /api/contact with the spec body', () => {
  it('sends name, email and message without a fill time; a honeypot is dropped; the rate limit judges the rest', async () => {
    const email = uniqueEmail('spec')
    const sent = await anonymous().post('/api/contact', { name: 'Spec Client', email, message: 'Hello from a spec client.' })
    expect(sent.status).toBe(201)
    expect(await storedMessages(email)).toBe(1)

    const quick = await anonymous().post('/api/contact', {
      name: 'Quick',
      email,
      message: 'Hello, quickly typed.',
      formFillMs: 20,
    })
    expect([quick.status, quick.body]).toEqual([400, { message: messages.submitAgain }])
    const bot = await anonymous().post('/api/contact', { name: 'Bot', email, message: 'Buy my things today.', website: 'x' })
    expect(bot.status).toBe(201)
    expect(await storedMessages(email)).toBe(1)

    // Ten an hour from one address (cms/http/middleware/rateLimits.ts); the three above counted.
    const statuses: number[] = []
    for (let i = 0; i < 8; i++) {
      const again = await anonymous().post('/api/contact', { name: 'Spec Client', email, message: `Message number ${i}.` })
      statuses.push(again.status)
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 429])
  })
})
