import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, createHost, signInMaster, uniqueEmail } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { outboxIdle } from '../support/waiting'
import { endedDaysAgo, register } from '../support/nights'
import { checkInAt, morningAfterOfNight, pulsesInOutbox } from '../support/pulse'
import type { OutcomesSeriesDto } from '../../contract/feedback'

/**
 * First-timers and the series view (docs/api.md "The morning after"): a first-timer came and had
 * never come (checked in) to an earlier night, a registration they missed does not count; "came
 * back" is a check-in at a later night starting within 90 days. `GET /api/outcomes` gives each
 * night's figures across the caller's nights or one series, per role, with the floor of 5 answers.
 */
const DAY_MS = 86_400_000
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>
let cohost: Awaited<ReturnType<typeof createHost>>
let otherHost: Awaited<ReturnType<typeof createHost>>
const series = randomUUID()
const nights: Record<'a' | 'b' | 'c' | 'alone' | 'later' | 'others', { id: string | number }> = {} as never
// P1 registered at A and did not come; P2 came to A. Both, and P3 to P6, come to B.
const email = Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [n, uniqueEmail(`p${n}`)]))

async function came(night: { id: string | number }, n: number) {
  const person = await register(server, night.id, { email: email[n], name: `Person ${n}` })
  await checkInAt(owner.client, night.id, person.id)
}

/** Runs one night's morning after as of its 09:00 and answers its pulse for the people given. */
async function pulseAndAnswer(night: { id: string | number }, answers: [number, number, boolean][]) {
  const before = new Set(pulsesInOutbox(server).map((pulse) => pulse.token))
  await server.morningAfter.runOnce((await morningAfterOfNight(server, night.id)) + 60_000)
  await outboxIdle(server.payload)
  const sent = new Map(
    pulsesInOutbox(server)
      .filter((pulse) => !before.has(pulse.token))
      .map((pulse) => [pulse.to, pulse.token]),
  )
  for (const [n, rating, met] of answers) {
    const answer = await new Client(server.url).request('PUT', `/api/feedback/${sent.get(email[n])}`, {
      rating,
      metSomeoneUseful: met,
    })
    expect(answer.status).toBe(200)
  }
}

beforeAll(async () => {
  server = await startTestServer()
  owner = await createHost(server, { name: 'Owen Owner' })
  cohost = await createHost(server, { name: 'Cora Cohost' })
  otherHost = await createHost(server, { name: 'Otto Other' })
  for (const key of ['a', 'b', 'c', 'alone', 'later'] as const)
    nights[key] = await createEvent(owner.client, { name: `Night ${key}` })
  nights.others = await createEvent(otherHost.client, { name: 'Night of another host' })
  for (const key of ['a', 'b', 'c'] as const)
    await server.payload.db.updateOne({
      collection: 'events',
      where: { id: { equals: nights[key].id } },
      data: { seriesId: series },
    })
  expect((await owner.client.post(`/api/events/${nights.b.id}/team`, { email: cohost.email })).status).toBe(201)

  await register(server, nights.a.id, { email: email[1], name: 'Person 1' })
  await came(nights.a, 2)
  for (const n of [1, 2, 3, 4, 5, 6]) await came(nights.b, n)
  // C, two days after B: P1 comes back; P4 registers and does not come.
  await came(nights.c, 1)
  await register(server, nights.c.id, { email: email[4], name: 'Person 4' })
  // 100 days after B: P3 comes, too late to count as coming back.
  await came(nights.later, 3)

  // Within the week in which answers can still be given (decision 341), two days apart.
  await endedDaysAgo(server, nights.a.id, 5.5)
  await endedDaysAgo(server, nights.b.id, 3.5)
  await endedDaysAgo(server, nights.c.id, 1.5)
  await endedDaysAgo(server, nights.alone.id, 1)
  await endedDaysAgo(server, nights.others.id, 1)
  await endedDaysAgo(server, nights.later.id, 3.5 - 100)

  await pulseAndAnswer(nights.a, [[2, 4, true]])
  await pulseAndAnswer(nights.b, [
    [1, 5, true],
    [3, 4, true],
    [4, 4, false],
    [5, 3, true],
    [6, 2, false],
  ])
}, 240_000)
afterAll(() => server.stop())

const outcomesOf = (client: Client, query = '') => client.get<OutcomesSeriesDto>(`/api/outcomes${query}`)
const namesIn = (body: OutcomesSeriesDto) => body.nights.map((night) => night.event.name)

describe('first-timers and who came back', () => {
  it('counts a first-timer by check-ins only, and a return within 90 days', async () => {
    const b = await owner.client.get(`/api/events/${nights.b.id}/outcomes`)
    expect(b.status).toBe(200)
    // P1 (registered at A, never came), P3, P4, P5, P6; not P2, who came to A.
    // Back within 90 days: P1 at C; not P4 (registered at C, did not come), not P3 (100 days on).
    expect(b.body.firstTimers).toEqual({ count: 5, cameBackWithin90Days: 1 })
    const a = await owner.client.get(`/api/events/${nights.a.id}/outcomes`)
    expect(a.body.firstTimers).toEqual({ count: 1, cameBackWithin90Days: 1 })
    const c = await owner.client.get(`/api/events/${nights.c.id}/outcomes`)
    expect(c.body.firstTimers).toEqual({ count: 0, cameBackWithin90Days: 0 })
  })
})

describe('GET /api/outcomes', () => {
  it("gives the owner each of their nights that has ended, oldest first, with the night's figures", async () => {
    const { status, body } = await outcomesOf(owner.client)
    expect(status).toBe(200)
    expect(namesIn(body)).toEqual(['Night a', 'Night b', 'Night c', 'Night alone'])
    const b = body.nights[1]
    expect(b.event).toMatchObject({ id: nights.b.id, seriesId: series, timezone: 'America/Chicago' })
    expect(b.outcomes).toMatchObject({
      registered: 6,
      checkedIn: 6,
      noShowRate: 0,
      responses: 5,
      responseRate: 0.8333,
      rating: { average: 3.6, counts: { '1': 0, '2': 1, '3': 1, '4': 2, '5': 1 } },
      metSomeoneUseful: { yes: 3, no: 2 },
      firstTimers: { count: 5, cameBackWithin90Days: 1 },
    })
    expect(b.outcomes).not.toHaveProperty('comments')
  })

  it('withholds ratings and the split below 5 answers, night by night', async () => {
    const a = (await outcomesOf(owner.client)).body.nights[0]
    expect(a.outcomes).toMatchObject({ checkedIn: 1, responses: 1, responseRate: 1, rating: null, metSomeoneUseful: null })
    expect(JSON.stringify(a)).not.toContain('Person')
  })

  it('narrows to one series with ?series=, for the owner and the master admin', async () => {
    const owners = await outcomesOf(owner.client, `?series=${series}`)
    expect(owners.status).toBe(200)
    expect(namesIn(owners.body)).toEqual(['Night a', 'Night b', 'Night c'])
    const masters = await outcomesOf(await signInMaster(server), `?series=${series}`)
    expect(namesIn(masters.body)).toEqual(['Night a', 'Night b', 'Night c'])
  })

  it('gives a co-host the nights of the team they are on, and nothing of the rest', async () => {
    expect(namesIn((await outcomesOf(cohost.client)).body)).toEqual(['Night b'])
    expect(namesIn((await outcomesOf(cohost.client, `?series=${series}`)).body)).toEqual(['Night b'])
  })

  it('answers another host 403 for the series, and gives them only their own nights', async () => {
    expect((await outcomesOf(otherHost.client, `?series=${series}`)).status).toBe(403)
    const own = await outcomesOf(otherHost.client)
    expect(namesIn(own.body)).toEqual(['Night of another host'])
    expect(JSON.stringify(own.body)).not.toContain(series)
  })

  it('answers 401 signed out and to a host not yet approved, 404 an unknown series, 400 a bad one', async () => {
    expect((await outcomesOf(new Client(server.url))).status).toBe(401)
    expect((await outcomesOf((await createHost(server, { approve: false })).client)).status).toBe(401)
    const unknown = await outcomesOf(owner.client, `?series=${randomUUID()}`)
    expect([unknown.status, (unknown.body as unknown as { message: string }).message]).toEqual([404, 'Series not found'])
    expect((await outcomesOf(owner.client, '?series=')).status).toBe(400)
    expect((await outcomesOf(owner.client, `?series=${'x'.repeat(101)}`)).status).toBe(400)
    expect((await outcomesOf(owner.client, '?series=a&series=b')).status).toBe(400)
  })
})

// Keeps the 90-day bound honest should the fixture's dates drift: "later" starts 100 days after B.
it('places the late night more than 90 days after B', async () => {
  const [b, later] = await Promise.all(
    [nights.b, nights.later].map((night) => server.payload.findByID({ collection: 'events', id: night.id, depth: 0 })),
  )
  expect(Date.parse(later.date) - Date.parse(b.date)).toBeGreaterThan(90 * DAY_MS)
})
