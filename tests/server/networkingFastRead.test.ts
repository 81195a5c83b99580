import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, signInMaster } from '../support/actors'
import { networkingNight, registerWith } from '../support/networking'
import { startTestServer, type TestServer } from '../support/testServer'
import { comparableHeaders, rawGet, type RawAnswer } from '../support/rawGet'
import { NIGHT_COPY_MS, NIGHT_COPY_RENEW_MS } from '../../cms/modules/networking/night'
import type { Client } from '../support/client'

/**
 * A manage page's "Who to meet" view answered before Express from the night's copy
 * (cms/modules/networking/fastView.ts, cms/http/fastReads.ts): the same answer as Express's,
 * header for header, and never a stale one in this process after a change that ends or changes it.
 */
let server: TestServer
let master: Client

const get = (path: string, headers: Record<string, string> = {}) => rawGet(server.url, path, headers)
const comparable = comparableHeaders
const json = (answer: RawAnswer) =>
  JSON.parse((answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.body).toString()) as {
    contactCode: string | null
    suggestions: unknown[]
  }

beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
})
afterAll(() => server.stop())

async function twoPeople() {
  const night = await networkingNight(master)
  const ann = await registerWith(server, night.id, { name: 'Ann Alvarez' }, { offers: ['CNC machining'], line: 'x'.repeat(140) })
  const ben = await registerWith(server, night.id, { name: 'Ben Okafor', company: 'Boxwell' }, { needs: ['CNC machining'] })
  return { night, ann, ben, path: `/api/registrations/${ann.token}/networking` }
}

/** As if another process rotated a person's link: a write this process hears nothing of. */
const rotatedElsewhere = (id: string | number) =>
  server.payload.db.updateOne({
    collection: 'attendees',
    where: { id: { equals: id } },
    data: { manageTokenHash: 'rotated elsewhere' },
    returning: false,
  })

describe("a person's own networking view before Express", () => {
  it('answers what Express answers, header for header, plain and compressed', async () => {
    const { path } = await twoPeople()
    for (const encoding of ['identity', 'gzip']) {
      await get(path) // the first read loads the night's copy through Express
      const fast = await get(path, { 'Accept-Encoding': encoding })
      // A query string sends the same read to Express.
      const express = await get(`${path}?`, { 'Accept-Encoding': encoding })
      expect(fast.status).toBe(200)
      expect(comparable(fast.headers)).toEqual(comparable(express.headers))
      expect(json(fast)).toEqual(json(express))
      expect(fast.headers['cache-control']).toBe('private, no-store')
      expect(fast.headers['referrer-policy']).toBe('no-referrer')
    }
  })

  it("answers from the night's copy: another process's change shows within the copy's 5 seconds, never later", async () => {
    const { ann, path } = await twoPeople()
    await get(path)
    await rotatedElsewhere(ann.id)
    expect((await get(`${path}?`)).status).toBe(404)
    expect((await get(path)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, NIGHT_COPY_MS + 100))
    expect((await get(path)).status).toBe(404)
  })

  it('renews a copy that is still being read before it runs out, so its successor (with the change elsewhere) answers in time', async () => {
    const { ann, path } = await twoPeople()
    const loadedBy = Date.now()
    await get(path)
    await rotatedElsewhere(ann.id)
    await new Promise((resolve) => setTimeout(resolve, NIGHT_COPY_RENEW_MS + 100 - (Date.now() - loadedBy)))
    // Still the old copy's answer; this read starts its successor.
    expect((await get(path)).status).toBe(200)
    let status = 200
    while (status === 200 && Date.now() - loadedBy < NIGHT_COPY_MS) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      status = (await get(path)).status
    }
    // The successor knows of the rotation before the old copy's 5 seconds are up.
    expect([status, Date.now() - loadedBy < NIGHT_COPY_MS]).toEqual([404, true])
  })

  it('is never stale in this process: a withdrawal, a cancellation and a rotated link show at once', async () => {
    const { night, ann, ben, path } = await twoPeople()
    await get(path)
    expect(json(await get(path)).suggestions).toHaveLength(1)
    const benPath = `/api/registrations/${ben.token}/networking`
    await get(benPath)
    expect(json(await get(benPath)).contactCode).toMatch(/^[A-Z0-9]{8}$/)

    // Ben withdraws: Ann's list loses him at once.
    await fetch(`${server.url}${benPath}`, { method: 'DELETE', headers: { Origin: server.url } })
    expect(json(await get(path)).suggestions).toEqual([])
    // Ann cancels: her own view has no code at once.
    await fetch(`${server.url}/api/registrations/${ann.token}/cancel`, { method: 'POST', headers: { Origin: server.url } })
    expect(json(await get(path)).contactCode).toBeNull()
    // Ann registers again (someone typing her address): the old link is dead at once.
    const again = await fetch(`${server.url}/api/events/${night.id}/attendees`, {
      method: 'POST',
      headers: { Origin: server.url, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...attendee({ name: 'Ann Alvarez', email: ann.email }), networking: { offers: ['CNC machining'] } }),
    })
    expect(again.status).toBe(201)
    expect((await get(path)).status).toBe(404)
    expect((await get('/api/registrations/AAAAAAAAAAAAAAAAAAAAAA/networking')).status).toBe(404)
  })
})
