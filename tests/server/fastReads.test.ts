import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createEvent, signInMaster } from '../support/actors'
import { register } from '../support/nights'
import { startTestServer, type TestServer } from '../support/testServer'
import { comparableHeaders, rawGet, type RawAnswer } from '../support/rawGet'
import type { Client } from '../support/client'

/**
 * The three public reads answered before Express (cms/http/fastReads.ts) against Express's own
 * answer for the same read. A query string sends a request the usual way, and Express answers
 * `/api/events?` exactly as `/api/events`, so each pair is the same read by both paths. Which path
 * answered is read from the server's count of early answers (cms/http/earlyAnswers.ts), which
 * only the early path moves: with it switched off, these tests fail.
 */
let server: TestServer
let master: Client
let eventId: string | number

const get = (path: string, headers: Record<string, string> = {}) => rawGet(server.url, path, headers)
const comparable = comparableHeaders
const earlyCount = () => server.answeredEarly('publicReads')
/** The answer, and whether the early path made it. */
async function counted(path: string, headers: Record<string, string> = {}) {
  const before = earlyCount()
  const answer = await get(path, headers)
  return { answer, early: earlyCount() === before + 1 }
}

beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
  // Enough nights that the list is compressed (the compression middleware starts at 1 KB).
  for (let i = 0; i < 4; i++) await createEvent(master, { name: `Fast read night ${i}` })
  // Bytes, not characters, in Content-Length.
  eventId = (await createEvent(master, { name: 'The counted night — Zürich', maxAttendees: 5 })).id
})
afterAll(() => server.stop())

describe('public reads answered before Express', () => {
  const paths = () => ['/api/events', `/api/events/${eventId}`, `/api/events/${eventId}/attendee-count`]

  it('answer what Express answers, header for header', async () => {
    for (const path of paths()) {
      for (const encoding of ['identity', 'gzip']) {
        await get(path) // the first read may load the copy through Express
        const { answer: fast, early } = await counted(path, { 'Accept-Encoding': encoding })
        const { answer: express, early: expressEarly } = await counted(`${path}?`, { 'Accept-Encoding': encoding })
        expect({ path, status: fast.status, early, expressEarly }).toEqual({
          path,
          status: 200,
          early: true,
          expressEarly: false,
        })
        expect(comparable(fast.headers)).toEqual(comparable(express.headers))
        const text = (answer: RawAnswer) =>
          (answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString()
        expect(JSON.parse(text(fast))).toEqual(JSON.parse(text(express)))
        expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
      }
    }
  })

  it('come from the ready copy (a compressed list has a length, where Express streams it)', async () => {
    await get('/api/events')
    const fast = await get('/api/events', { 'Accept-Encoding': 'gzip' })
    const express = await get('/api/events?', { 'Accept-Encoding': 'gzip' })
    expect(fast.headers['content-encoding']).toBe('gzip')
    expect(Number(fast.headers['content-length'])).toBe(fast.body.length)
    expect(express.headers['transfer-encoding']).toBe('chunked')
  })

  it('answer 304 to a matching If-None-Match, as Express does', async () => {
    const path = `/api/events/${eventId}/attendee-count`
    const first = await get(path)
    const { answer: again, early } = await counted(path, { 'If-None-Match': String(first.headers.etag) })
    expect(again.status).toBe(304)
    expect(early).toBe(true)
    expect(again.body.length).toBe(0)
  })

  it('leave a malformed Host to Express, which refuses it', async () => {
    const { answer: refused, early } = await counted('/api/events', { Host: 'evil.example/path' })
    expect(refused.status).toBe(400)
    expect(early).toBe(false)
  })

  it('keep the seat count exact after every kind of write', async () => {
    const count = async () =>
      (JSON.parse((await get(`/api/events/${eventId}/attendee-count`)).body.toString()) as { count: number }).count
    const listed = async () =>
      (JSON.parse((await get('/api/events')).body.toString()) as { id: unknown; registeredCount: number }[]).find(
        (event) => event.id === eventId,
      )!.registeredCount
    expect(await count()).toBe(0)
    const ana = await register(server, eventId)
    const ben = await register(server, eventId)
    expect(await count()).toBe(2)
    expect(await listed()).toBe(2)
    // Self-cancel through the manage link.
    const cancelled = await fetch(`${server.url}/api/registrations/${ana.token}/cancel`, {
      method: 'POST',
      headers: { Origin: server.url },
    })
    expect(cancelled.status).toBe(200)
    expect(await count()).toBe(1)
    // The host removes someone.
    expect((await master.delete(`/api/events/${eventId}/attendees/${ben.id}`)).status).toBe(200)
    expect(await count()).toBe(0)
    // Rows written in the CMS (Payload's operations, as the admin makes them) count too.
    const added = await server.payload.create({
      collection: 'attendees',
      data: {
        event: eventId,
        name: 'Cara CMS',
        email: 'cara@example.com',
        emailKey: 'cara@example.com',
        company: 'Co',
        status: 'registered' as const,
      },
      overrideAccess: true,
    })
    expect(await count()).toBe(1)
    expect(await listed()).toBe(1)
    await server.payload.delete({ collection: 'attendees', id: added.id, overrideAccess: true })
    expect(await count()).toBe(0)
  })
})
