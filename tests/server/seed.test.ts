import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { seedDemoContent } from '../../seed'
import { createLogger } from '../../cms/lib/logger'
import { startTestServer, type TestServer } from '../support/testServer'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'true' })
})
afterAll(() => server.stop())

const counts = async () => {
  const result: Record<string, number> = {}
  for (const collection of ['users', 'events', 'attendees', 'sponsors', 'faqs', 'media'] as const) {
    result[collection] = (await server.payload.count({ collection })).totalDocs
  }
  return result
}

describe('demo content', () => {
  it('covers the four time zones, archived events, hosts, sponsors and FAQs', async () => {
    const events = await server.payload.find({ collection: 'events', pagination: false, depth: 0 })
    expect(events.docs.length).toBeGreaterThanOrEqual(8)
    expect(new Set(events.docs.map((event) => event.timezone))).toEqual(
      new Set(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']),
    )
    expect(events.docs.filter((event) => event.archived).length).toBeGreaterThanOrEqual(2)
    expect(
      events.docs.every((event) => typeof event.imageUrl === 'string' && (event.coordinates as { lat: number }).lat !== 0),
    ).toBe(true)
    const banner = await fetch(server.url + (events.docs[0].imageUrl as string))
    expect(banner.headers.get('content-type')).toBe('image/webp')
    const now = await counts()
    expect(now.sponsors).toBeGreaterThanOrEqual(4)
    expect(now.faqs).toBeGreaterThanOrEqual(6)
    expect(now.attendees).toBeGreaterThan(0)
    const hosts = await server.payload.find({ collection: 'users', where: { role: { equals: 'HOST' } }, depth: 0 })
    expect(hosts.docs.filter((host) => host.approved).length).toBe(2)
    expect(hosts.docs.filter((host) => !host.approved).length).toBe(1)
  })

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await counts()
    await seedDemoContent(server.payload, createLogger('silent'))
    expect(await counts()).toEqual(before)
  })
})
