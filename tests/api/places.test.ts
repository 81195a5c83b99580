import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, createHost, signInMaster } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'

/** Places (docs/api.md): coordinates (0, 0) mean unknown and are filled from the city. */
let server: TestServer
let master: Client
beforeAll(async () => {
  server = await startTestServer()
  master = await signInMaster(server)
})
afterAll(() => server.stop())

describe('places', () => {
  it('fills unknown coordinates from the city, state and country when an event is saved', async () => {
    const event = await createEvent(master, { city: 'Chicago', state: 'IL', country: 'USA', coordinates: { lat: 0, lng: 0 } })
    const saved = (await master.get(`/api/events/${event.id}`)).body
    expect(saved.coordinates.lat).toBeCloseTo(41.85, 1)
    expect(saved.coordinates.lng).toBeCloseTo(-87.65, 1)
    // An edit that clears them gets them again; an edit that moves the city does too.
    const moved = await master.patch(`/api/events/${event.id}`, {
      ...saved,
      city: 'Springfield',
      state: 'Massachusetts',
      coordinates: { lat: 0, lng: 0 },
    })
    expect(moved.body.coordinates.lat).toBeCloseTo(42.1, 1)
    expect(moved.body.coordinates.lng).toBeCloseTo(-72.59, 1)
  })

  it('keeps coordinates a host gave, and unknown ones for a city it does not know', async () => {
    const given = await createEvent(master, { coordinates: { lat: 41.88, lng: -87.63 } })
    expect((await master.get(`/api/events/${given.id}`)).body.coordinates).toEqual({ lat: 41.88, lng: -87.63 })
    const nowhere = await createEvent(master, { city: 'Nowhereville Qx', coordinates: { lat: 0, lng: 0 } })
    expect((await master.get(`/api/events/${nowhere.id}`)).body.coordinates).toEqual({ lat: 0, lng: 0 })
  })

  it('answers GET /api/geocode for signed-in people: the place, 404 unknown, 400 without a city', async () => {
    const host = await createHost(server)
    const found = await host.client.get('/api/geocode?city=Chicago&state=IL&country=USA')
    expect(found.status).toBe(200)
    expect(found.body).toEqual({
      lat: expect.closeTo(41.85, 1),
      lng: expect.closeTo(-87.65, 1),
      label: 'Chicago, Illinois, United States',
    })
    const accents = await host.client.get(`/api/geocode?city=${encodeURIComponent('montreal')}&state=Quebec&country=Canada`)
    expect(accents.status).toBe(200)
    expect(accents.body.label).toMatch(/^Montréal, Quebec, Canada$/)
    expect((await host.client.get('/api/geocode?city=Nowhereville%20Qx')).status).toBe(404)
    const missing = await host.client.get<{ message: string }>('/api/geocode?state=IL')
    expect([missing.status, missing.body.message]).toEqual([400, 'City is required'])
    expect((await new Client(server.url).get('/api/geocode?city=Chicago')).status).toBe(401)
  })
})
