import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { attendee, signInMaster } from '../support/actors'
import { networkingNight, registerWith } from '../support/networking'
import { startTestServer, type TestServer } from '../support/testServer'
import { rawGet, type RawAnswer } from '../support/rawGet'
import type { Client } from '../support/client'

/**
 * A manage page's "Who to meet" view (cms/modules/networking/service.ts): the person's row read by
 * their link each time, the night's people from the copy every phone of the night shares
 * (night.ts), and never a stale answer in this process after a change that ends or changes it.
 * (Issue 53: the read before Express it once had is gone; the page's real pattern, 150 phones
 * each polling every 15 s, is 10 requests a second, which this path answers; docs/benchmarks.md.)
 */
let server: TestServer
let master: Client

const get = (path: string, headers: Record<string, string> = {}) => rawGet(server.url, path, headers)
const json = (answer: RawAnswer) =>
  JSON.parse(answer.body.toString()) as {
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

describe("a person's own networking view, through Express", () => {
  it('is never cached by a browser or passed on, and is read through the manage link each time', async () => {
    const { ann, path } = await twoPeople()
    const first = await get(path)
    expect(first.status).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-store')
    expect(first.headers['referrer-policy']).toBe('no-referrer')
    // Another process rotates the link: the row is looked up by the token's hash on every read,
    // so the old link is refused at once, even while the night's copy still holds Ann.
    await rotatedElsewhere(ann.id)
    expect((await get(path)).status).toBe(404)
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
