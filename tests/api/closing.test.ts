import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createHost, eventBody } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import type { ApiError } from '../../contract/types'

/** Registration closes when the event starts: a visitor cannot register for last year's night. */
let server: TestServer
let host: Awaited<ReturnType<typeof createHost>>
beforeAll(async () => {
  server = await startTestServer()
  host = await createHost(server)
})
afterAll(() => server.stop())

async function eventStarting(offsetMs: number) {
  const start = new Date(Date.now() + offsetMs)
  const created = await host.client.post(
    '/api/events',
    eventBody({ date: start.toISOString(), endDate: new Date(start.getTime() + 3 * 3600_000).toISOString() }),
  )
  expect(created.status).toBe(201)
  return created.body.id
}

describe('closing', () => {
  it('refuses public registration once the event has started, and for past events', async () => {
    for (const offset of [-60_000, -400 * 86400_000]) {
      const id = await eventStarting(offset)
      const answer = await new Client(server.url).post<ApiError>(`/api/events/${id}/attendees`, attendee())
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('Registration is closed for this event')
    }
  })

  it('lists the nights that are over, newest first, for everyone', async () => {
    const ended = await eventStarting(-30 * 86400_000)
    const upcoming = await eventStarting(30 * 86400_000)
    const archived = await eventStarting(20 * 86400_000)
    expect((await host.client.patch(`/api/events/${archived}/archive`, {})).status).toBe(200)
    const past = await new Client(server.url).get('/api/events?status=past')
    expect(past.status).toBe(200)
    const ids = past.body.map((event: { id: string | number }) => event.id)
    expect(ids).toContain(ended)
    expect(ids).toContain(archived)
    expect(ids).not.toContain(upcoming)
    expect(ids.indexOf(archived)).toBeLessThan(ids.indexOf(ended))
    expect(ids.length).toBeLessThanOrEqual(6)
  })

  it('still takes registrations just before the start, and the host can add someone at the door after it', async () => {
    const soon = await eventStarting(60_000)
    expect((await new Client(server.url).post(`/api/events/${soon}/attendees`, attendee())).status).toBe(201)
    const started = await eventStarting(-60_000)
    expect((await host.client.post(`/api/events/${started}/attendees`, attendee())).status).toBe(201)
  })
})
