import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { messages } from '../../contract/messages'
import { attendee, createEvent, signInMaster, uniqueEmail } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { comparableHeaders, rawRequest, type RawAnswer } from '../support/rawGet'
import type { Client } from '../support/client'

/**
 * A rush's registrations on a night already full are refused before Express
 * (cms/http/fastRefusals.ts). Express answers `/attendees?` exactly as `/attendees` but the
 * refusals before it take no query, so each pair below is the same request by both paths: the
 * answers must agree in status, headers and body, for the refusal itself and for everything the
 * refusals leave to Express.
 */
let server: TestServer
let master: Client
let fullNight: string | number

const post = (target: TestServer, path: string, body: string | Buffer, headers: Record<string, string> = {}) =>
  rawRequest(target.url, 'POST', path, body, { 'Content-Type': 'application/json', Origin: target.url, ...headers })

/**
 * The same request to both paths: before Express (no query) and through Express (`?`), with
 * whether each was answered early, as the server counts them (cms/http/earlyAnswers.ts): only the
 * early path moves that count, so with it switched off these tests fail.
 */
async function bothPaths(
  target: TestServer,
  eventId: string | number,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  const path = `/api/events/${eventId}/attendees`
  const count = () => target.answeredEarly('fullNightRefusals')
  const before = count()
  const fast = await post(target, path, body, headers)
  const fastEarly = count() === before + 1
  const express = await post(target, `${path}?`, body, headers)
  return { fast, express, fastEarly, expressEarly: count() !== before + Number(fastEarly) }
}

const json = (answer: RawAnswer) => JSON.parse(answer.body.toString()) as Record<string, unknown>

function expectSameAnswer({ fast, express }: { fast: RawAnswer; express: RawAnswer; fastEarly: boolean }) {
  expect(fast.status).toBe(express.status)
  expect(comparableHeaders(fast.headers)).toEqual(comparableHeaders(express.headers))
  expect(Number(fast.headers['content-length'])).toBe(fast.body.length)
  if (fast.body.length || express.body.length) expect(json(fast)).toEqual(json(express))
}

/**
 * A night of one seat, taken, and one registration refused by its unit: the unit that finds a
 * night full notes it in the sold-out memo (the seat's own commit clears the memo, as every
 * change of a night does), so the requests after it are refused before Express.
 */
async function nightJustFilled(target: TestServer, host: Client) {
  const night = await createEvent(host, { maxAttendees: 1 })
  const path = `/api/events/${night.id}/attendees`
  const first = attendee()
  expect((await post(target, path, JSON.stringify(first))).status).toBe(201)
  expect((await post(target, `${path}?`, JSON.stringify(attendee()))).status).toBe(409)
  return { id: night.id, first }
}

beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
  fullNight = (await nightJustFilled(server, master)).id
})
afterAll(() => server.stop())

describe('registrations on a full night, refused before Express', () => {
  it("answer what Express answers, header for header: 409 and the spec's message", async () => {
    const answers = await bothPaths(server, fullNight, JSON.stringify(attendee()), { 'X-Request-Id': 'rush-1' })
    expectSameAnswer(answers)
    expect({ fastEarly: answers.fastEarly, expressEarly: answers.expressEarly }).toEqual({ fastEarly: true, expressEarly: false })
    expect(answers.fast.status).toBe(409)
    expect(json(answers.fast)).toEqual({ message: messages.eventFull })
    expect(answers.fast.headers['x-request-id']).toBe('rush-1')
    // An answer to a write carries no ETag (cms/http/middleware/writeAnswers.ts), on either path.
    expect(answers.fast.headers.etag).toBeUndefined()
  })

  it('leave everything else to Express, which answers it as always', async () => {
    const person = attendee()
    const cases: [string, string | Buffer, Record<string, string>, number][] = [
      ['malformed JSON', '{"name": ', {}, 400],
      ['not JSON', 'name=Ada', { 'Content-Type': 'application/x-www-form-urlencoded' }, 415],
      ['too large', JSON.stringify({ ...person, company: 'x'.repeat(200_000) }), {}, 413],
      ['invalid input', JSON.stringify({ ...person, email: 'not-an-address' }), {}, 400],
      ['filled too fast', JSON.stringify({ ...person, formFillMs: 10 }), {}, 400],
      ['a filled honeypot', JSON.stringify({ ...person, website: 'http://spam.example' }), {}, 201],
      ['another origin', JSON.stringify(person), { Origin: 'https://elsewhere.example' }, 403],
      ['an array', JSON.stringify([person]), {}, 400],
    ]
    for (const [name, body, headers, status] of cases) {
      const answers = await bothPaths(server, fullNight, body, headers)
      // Left to Express: neither path is an early answer.
      expect({ name, status: answers.fast.status, early: answers.fastEarly || answers.expressEarly }).toEqual({
        name,
        status,
        early: false,
      })
      if (status === 201) {
        // The honeypot's pretended success has an id of its own each time.
        expect(Object.keys(json(answers.fast))).toEqual(Object.keys(json(answers.express)))
        expect(comparableHeaders(answers.fast.headers)).toEqual(comparableHeaders(answers.express.headers))
      } else expectSameAnswer(answers)
    }
    expect(json((await bothPaths(server, fullNight, '{"name": ')).fast)).toEqual({ message: 'Malformed JSON body' })
  })

  it('let someone who manages the night add a person past capacity', async () => {
    const added = await master.post(`/api/events/${fullNight}/attendees`, attendee())
    expect(added.status).toBe(201)
  })

  it('still tell someone already registered by email, not in the answer', async () => {
    const { id: night, first: registered } = await nightJustFilled(server, master)
    const again = await post(server, `/api/events/${night}/attendees`, JSON.stringify({ ...registered, name: 'Again' }))
    expect({ status: again.status, body: json(again) }).toEqual({ status: 409, body: { message: messages.eventFull } })
    const told = async () =>
      (
        await server.payload.find({ collection: 'email-outbox', where: { to: { equals: registered.email } }, limit: 10 })
      ).docs.filter((row) => /already registered/i.test(row.subject))
    const deadline = Date.now() + 10_000
    while ((await told()).length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await told()).toHaveLength(1)
  })
})

describe('with rate limits on', () => {
  let limited: TestServer
  beforeAll(async () => {
    limited = await startTestServer({ RATE_LIMITS: 'on' })
  })
  afterAll(() => limited?.stop())

  it('count every refusal against the same limit as Express, and answer 429 past it as Express does', async () => {
    const host = await signInMaster(limited)
    // The night's own two registrations count too: two of the thirty an address may make in 15 minutes.
    const night = (await nightJustFilled(limited, host)).id
    const path = `/api/events/${night}/attendees`
    const statuses: number[] = []
    for (let i = 0; i < 29; i++) {
      const answer = await post(limited, path, JSON.stringify(attendee({ email: uniqueEmail('rush') })))
      statuses.push(answer.status)
      if (i === 0) expect(answer.headers.ratelimit).toMatch(/r=27/)
    }
    expect(statuses).toEqual([...Array<number>(28).fill(409), 429])
    const answers = await bothPaths(limited, night, JSON.stringify(attendee()))
    expectSameAnswer(answers)
    expect({ status: answers.fast.status, early: answers.fastEarly, body: json(answers.fast) }).toEqual({
      status: 429,
      early: true,
      body: { message: messages.tooManyRequests },
    })
    expect(answers.fast.headers['retry-after']).toBeDefined()
  })
})
