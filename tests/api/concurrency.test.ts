import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { startChildServer } from '../support/childServer'

/** Fires every request at once and tallies the status codes. */
async function burst(requests: (() => Promise<{ status: number }>)[]) {
  const results = await Promise.all(requests.map((send) => send()))
  const tally: Record<number, number> = {}
  for (const { status } of results) tally[status] = (tally[status] ?? 0) + 1
  return tally
}

describe('registration invariants under concurrency (one process)', () => {
  let server: TestServer
  let master: Client
  beforeAll(async () => {
    server = await startTestServer()
    master = await signInMaster(server)
  })
  afterAll(() => server.stop())

  it('200 parallel registrations for a 10-seat event: exactly 10 succeed, no 5xx', async () => {
    const event = await createEvent(master, { maxAttendees: 10 })
    const anonymous = new Client(server.url)
    const tally = await burst(
      Array.from({ length: 200 }, () => () => anonymous.post(`/api/events/${event.id}/attendees`, attendee())),
    )
    expect(tally).toEqual({ 201: 10, 409: 190 })
    expect((await anonymous.get(`/api/events/${event.id}/attendee-count`)).body).toEqual({ count: 10 })
  })

  it('20 identical parallel registrations give exactly one record', async () => {
    const event = await createEvent(master)
    const anonymous = new Client(server.url)
    const body = attendee()
    const tally = await burst(
      Array.from(
        { length: 20 },
        (_, i) => () =>
          anonymous.post(`/api/events/${event.id}/attendees`, { ...body, email: i % 2 ? body.email.toUpperCase() : body.email }),
      ),
    )
    expect(tally).toEqual({ 201: 1, 409: 19 })
    const stored = await server.payload.count({ collection: 'attendees', where: { event: { equals: event.id } } })
    expect(stored.totalDocs).toBe(1)
  })
})

describe('registration invariants with two server processes on one database', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-two-'))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('never sells more seats than maxAttendees', async () => {
    const first = await startChildServer(dir)
    const second = await startChildServer(dir)
    try {
      const master = new Client(first.url)
      expect((await master.post('/api/login', { email: 'master@example.com', password: 'master-password-1' })).status).toBe(200)
      const event = await createEvent(master, { maxAttendees: 10 })
      const clients = [new Client(first.url), new Client(second.url)]
      const tally = await burst(
        Array.from({ length: 120 }, (_, i) => () => clients[i % 2].post(`/api/events/${event.id}/attendees`, attendee())),
      )
      expect(tally).toEqual({ 201: 10, 409: 110 })
      expect((await clients[1].get(`/api/events/${event.id}/attendee-count`)).body).toEqual({ count: 10 })

      const open = await createEvent(master)
      const same = attendee()
      const duplicates = await burst(
        Array.from({ length: 10 }, (_, i) => () => clients[i % 2].post(`/api/events/${open.id}/attendees`, same)),
      )
      expect(duplicates).toEqual({ 201: 1, 409: 9 })

      // The waitlist under the same rule: 10 seated, 10 waiting; 5 cancellations and 45
      // registrations spread over both processes at once.
      const full = await createEvent(master, { maxAttendees: 10 })
      const seated = await Promise.all(
        Array.from(
          { length: 10 },
          async (_, i) => (await clients[i % 2].post(`/api/events/${full.id}/attendees`, attendee())).body.manageUrl as string,
        ),
      )
      // The waitlist's answer carries no link (it goes by email): people are followed by address.
      const waiting: string[] = []
      for (let i = 0; i < 10; i++) {
        const person = attendee()
        expect((await clients[i % 2].post(`/api/events/${full.id}/waitlist`, person)).status).toBe(201)
        waiting.push(person.email)
      }
      const tokenPath = (url: string) => `/api${new URL(url).pathname}`
      const mixed = await burst([
        ...seated.slice(0, 5).map((url, i) => () => clients[i % 2].post(`${tokenPath(url)}/cancel`, {})),
        ...Array.from({ length: 45 }, (_, i) => () => clients[i % 2].post(`/api/events/${full.id}/attendees`, attendee())),
      ])
      expect(Object.keys(mixed).filter((status) => Number(status) >= 500)).toEqual([])
      const attending = (await master.get(`/api/events/${full.id}/attendees`)).body as { email: string }[]
      expect(attending).toHaveLength(10)
      const registered = new Set(attending.map((row) => row.email))
      const statuses = waiting.map((email) => (registered.has(email) ? 'registered' : 'waitlisted'))
      const promoted = statuses.filter((status) => status === 'registered').length
      expect(statuses).toEqual([
        ...Array<string>(promoted).fill('registered'),
        ...Array<string>(10 - promoted).fill('waitlisted'),
      ])
      const stillWaiting = (await master.get(`/api/events/${full.id}/waitlist`)).body as { email: string }[]
      expect(stillWaiting.map((row) => row.email)).toEqual(waiting.slice(promoted))
      expect(promoted + (mixed[201] ?? 0)).toBe(5)
    } finally {
      await Promise.all([first.stop(), second.stop()])
    }
  }, 120_000)
})
