import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { JSDOM } from 'jsdom'
import { Client } from '../support/client'
import { attendee, createEvent, eventBody, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'

/**
 * schema.org `Event` data as a search engine reads it: the page parsed as HTML, every
 * `application/ld+json` block parsed as strict JSON (no JSON-LD processor is installed in the
 * project: node_modules has no `jsonld`), then checked against the Event, Place and
 * PostalAddress shapes schema.org documents.
 */
let server: TestServer
let master: Client
beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
})
afterAll(() => server.stop())

type Json = Record<string, unknown> & { location: Record<string, unknown> & { address: Record<string, unknown> } }

async function jsonLdOf(id: string | number) {
  const page = await new Client(server.url).get(`/events/${id}`)
  expect(page.status).toBe(200)
  const { document } = new JSDOM(page.text).window
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')]
  expect(blocks).toHaveLength(1)
  // Only the JSON-LD and the initial data: event text never opens a script of its own.
  expect(document.querySelectorAll('script:not([src])')).toHaveLength(2)
  const data = JSON.parse(blocks[0].textContent) as Json
  expect(data['@context']).toBe('https://schema.org')
  expect(data['@type']).toBe('Event')
  for (const key of [
    'name',
    'startDate',
    'endDate',
    'eventStatus',
    'eventAttendanceMode',
    'url',
    'image',
    'organizer',
    'offers',
    'performer',
  ])
    expect(data).toHaveProperty(key)
  return data
}

describe('schema.org Event on event pages', () => {
  it('carries the zone offset of each date (daylight saving), the place, the organizer, url and image', async () => {
    const year = new Date().getUTCFullYear() + 1
    // 7 pm in New York: -04:00 in July (EDT), -05:00 in January (EST).
    const summer = await createEvent(master, {
      name: 'Summer Night',
      timezone: 'America/New_York',
      date: `${year}-07-10T23:00:00.000Z`,
      endDate: `${year}-07-11T02:00:00.000Z`,
      street: '5 Dock St',
      city: 'Brooklyn',
      state: 'NY',
      country: 'USA',
      venue: 'The Dock',
    })
    const winter = await createEvent(master, {
      timezone: 'America/New_York',
      date: `${year}-01-15T00:00:00.000Z`,
      endDate: `${year}-01-15T03:00:00.000Z`,
    })
    const data = await jsonLdOf(summer.id)
    expect(data.startDate).toBe(`${year}-07-10T19:00:00-04:00`)
    expect(data.endDate).toBe(`${year}-07-10T22:00:00-04:00`)
    expect(data.eventStatus).toBe('https://schema.org/EventScheduled')
    expect(data.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode')
    expect(data.location).toEqual({
      '@type': 'Place',
      name: 'The Dock',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '5 Dock St',
        addressLocality: 'Brooklyn',
        addressRegion: 'NY',
        addressCountry: 'USA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 41.88, longitude: -87.63 },
    })
    expect(data.url).toBe(`${server.url}/events/${summer.id}`)
    expect(data.organizer).toEqual({ '@type': 'Organization', name: 'Makers Pub Night', url: `${server.url}/` })
    expect(data.image).toEqual([expect.stringMatching(new RegExp(`^${server.url}/og/events/${summer.id}\\.jpg\\?v=`))])
    expect((await jsonLdOf(winter.id)).startDate).toBe(`${year}-01-14T19:00:00-05:00`)
  })

  it('keeps event text inside its script: </script> and $-patterns come back as written', async () => {
    const description = `Bring $' and $& </script><script>alert(1)</script> <!-- too`
    const event = await createEvent(master, { name: 'Tricky </script> Night', description, imageUrl: '/media/banner.webp' })
    const data = await jsonLdOf(event.id)
    expect(data.description).toBe(description)
    expect(data.name).toBe('Tricky </script> Night')
    expect(data.image).toEqual([`${server.url}/media/banner.webp`])
  })

  it('calls a moved night rescheduled (with its previous start) and an archived upcoming one cancelled', async () => {
    const body = eventBody({ date: new Date(Date.now() + 7 * 86400_000).toISOString().replace(/\.\d+Z$/, '.000Z') })
    body.endDate = new Date(Date.parse(body.date) + 3 * 3600_000).toISOString()
    const event = await createEvent(master, body)
    const moved = new Date(Date.parse(body.date) + 86400_000)
    const edit = await master.patch(`/api/events/${event.id}`, {
      ...body,
      name: 'Renamed first',
      date: moved.toISOString(),
      endDate: new Date(moved.getTime() + 3 * 3600_000).toISOString(),
    })
    expect(edit.status).toBe(200)
    const data = await jsonLdOf(event.id)
    expect(data.eventStatus).toBe('https://schema.org/EventRescheduled')
    expect(Date.parse(String(data.previousStartDate))).toBe(Date.parse(body.date))

    // A new name alone raises the calendar sequence but moves nothing.
    const renamed = await createEvent(master, body)
    expect((await master.patch(`/api/events/${renamed.id}`, { ...body, name: 'Only the name' })).status).toBe(200)
    expect((await jsonLdOf(renamed.id)).eventStatus).toBe('https://schema.org/EventScheduled')

    expect((await master.patch(`/api/events/${event.id}/archive`, {})).status).toBe(200)
    expect((await jsonLdOf(event.id)).eventStatus).toBe('https://schema.org/EventCancelled')
  })

  it('offers a free seat while one is left, names the organizer and performer, and the page names its canonical address (issue 44)', async () => {
    const start = new Date(Date.now() + 7 * 86400_000)
    const event = await createEvent(master, {
      name: 'Two Seat Night',
      maxAttendees: 2,
      date: start.toISOString(),
      endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
    })
    const url = `${server.url}/events/${event.id}`
    const data = await jsonLdOf(event.id)
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: 0,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      validFrom: expect.any(String),
    })
    const site = { '@type': 'Organization', name: 'Makers Pub Night', url: `${server.url}/` }
    // The master admin has not opted in to being named (decision 155): the site organizes.
    expect(data.organizer).toEqual(site)
    expect(data.performer).toEqual(site)
    for (const name of ['Ada Seat', 'Ben Seat'])
      expect((await new Client(server.url).post(`/api/events/${event.id}/attendees`, attendee({ name }))).status).toBe(201)
    expect(((await jsonLdOf(event.id)).offers as { availability: string }).availability).toBe('https://schema.org/SoldOut')
    // Named by choice, the host is the organizer.
    expect((await master.patch('/api/user/settings', { showNameOnEvents: true })).status).toBe(200)
    expect((await jsonLdOf(event.id)).organizer).toEqual({ '@type': 'Person', name: 'Master Tester', url })
    expect((await master.patch('/api/user/settings', { showNameOnEvents: false })).status).toBe(200)

    // One canonical address, however the page was asked for.
    for (const asked of [`/events/${event.id}`, `/events/${event.id}/`, `/events/${event.id}?utm_source=mail`]) {
      const { document } = new JSDOM((await new Client(server.url).get(asked)).text).window
      const links = [...document.querySelectorAll('link[rel="canonical"]')].map((link) => link.getAttribute('href'))
      expect([asked, links]).toEqual([asked, [url]])
    }
  })
})
