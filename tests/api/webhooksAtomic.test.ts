import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, signInMaster } from '../support/actors'
import { register } from '../support/nights'
import { refuseInserts } from '../support/testDatabase'
import { startWebhookReceiver } from '../support/webhookReceiver'
import { startTestServer, type TestServer } from '../support/testServer'
import type { DeliveryDto, WebhookCreatedDto, WebhookEventType } from '../../contract/webhooks'
import type { EventDto } from '../../contract/types'

/**
 * A change and its webhook deliveries are one unit (docs/api.md "Webhooks"), on every database
 * SQLite included: two endpoints hear each change, and the database itself refuses the second
 * delivery's row (a trigger, as a full disk would), after the first was written. The change
 * must then be gone with both deliveries; once the database takes rows again, the same change
 * leaves exactly one delivery per endpoint.
 */
let server: TestServer
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let owner: Awaited<ReturnType<typeof createHost>>
let master: Client
let endpoints: WebhookCreatedDto[]
const anonymous = () => new Client(server.url)
const TYPES: WebhookEventType[] = ['event.updated', 'event.deleted', 'registration.created', 'checkin.created']

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  server = await startTestServer({ WEBHOOKS_ALLOW_LOCAL: 'true' })
  master = await signInMaster(server)
  owner = await createHost(server)
  endpoints = []
  for (const path of ['/one', '/two']) {
    const made = await owner.client.post<WebhookCreatedDto>('/api/webhooks', { url: receiver.url(path), events: TYPES })
    expect(made.status).toBe(201)
    endpoints.push(made.body)
  }
})
afterAll(async () => {
  await server.stop()
  await receiver.close()
})

/** Deliveries of `type` about `subject` (the night's or the person's id) in each endpoint's log, read over HTTP. */
async function deliveriesOf(type: WebhookEventType) {
  const counts = []
  for (const endpoint of endpoints) {
    const log = await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)
    expect(log.status).toBe(200)
    counts.push(log.body.filter((row) => row.type === type).length)
  }
  return counts
}

/** Runs `change` while the database refuses any second delivery row of `type` (the first one goes in). */
async function withSecondDeliveryRefused<T>(type: WebhookEventType, change: () => Promise<T>): Promise<T> {
  const ids = endpoints.map((endpoint) => `'${String(endpoint.id)}'`).join(', ')
  const allow = await refuseInserts(
    server.dir,
    'webhook_deliveries',
    `NEW.type = '${type}' AND (SELECT count(*) FROM webhook_deliveries WHERE type = '${type}' AND endpoint_id IN (${ids})) >= ` +
      `${(await deliveriesOf(type)).reduce((sum, count) => sum + count, 0) + 1}`,
  )
  try {
    return await change()
  } finally {
    await allow()
  }
}

describe('a change whose delivery cannot be stored', () => {
  it('event.updated: the edit is rolled back with the first delivery; committed, one each', async () => {
    const night = await createEvent(owner.client, { name: 'Atomic Night' })
    const body = (await owner.client.get<EventDto>(`/api/events/${night.id}`)).body
    const failed = await withSecondDeliveryRefused('event.updated', () =>
      owner.client.patch(`/api/events/${night.id}`, { ...body, name: 'Atomic Night Renamed' }),
    )
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(JSON.stringify(failed.body)).not.toMatch(/injected|stack/)
    expect((await owner.client.get<EventDto>(`/api/events/${night.id}`)).body.name).toBe('Atomic Night')
    expect(await deliveriesOf('event.updated')).toEqual([0, 0])

    const renamed = await owner.client.patch(`/api/events/${night.id}`, { ...body, name: 'Atomic Night Renamed' })
    expect(renamed.status).toBe(200)
    expect((await owner.client.get<EventDto>(`/api/events/${night.id}`)).body.name).toBe('Atomic Night Renamed')
    expect(await deliveriesOf('event.updated')).toEqual([1, 1])
  })

  it('registration.created: nobody is registered; committed, one each', async () => {
    const night = await createEvent(owner.client)
    const person = attendee({ name: 'Rolled Back' })
    const failed = await withSecondDeliveryRefused('registration.created', () =>
      anonymous().post(`/api/events/${night.id}/attendees`, person),
    )
    expect(failed.status).toBeGreaterThanOrEqual(500)
    const people = await owner.client.get<{ email: string }[]>(`/api/events/${night.id}/attendees`)
    expect(people.body.map((row) => row.email)).not.toContain(person.email)
    expect(await deliveriesOf('registration.created')).toEqual([0, 0])

    expect((await anonymous().post(`/api/events/${night.id}/attendees`, person)).status).toBe(201)
    expect(await deliveriesOf('registration.created')).toEqual([1, 1])
  })

  it('checkin.created: the person stays not checked in; committed, one each', async () => {
    const night = await createEvent(owner.client)
    const guest = await register(server, night.id)
    const checkIn = () => owner.client.post(`/api/events/${night.id}/check-ins`, { attendeeId: guest.id })
    const failed = await withSecondDeliveryRefused('checkin.created', checkIn)
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect(await deliveriesOf('checkin.created')).toEqual([0, 0])

    // 201, not 200 "already checked in": the refused check-in left nothing behind.
    expect((await checkIn()).status).toBe(201)
    expect(await deliveriesOf('checkin.created')).toEqual([1, 1])
  })

  it('a walk-in is told as a registration and a check-in, once each', async () => {
    const night = await createEvent(owner.client)
    const [registered, checkedIn] = [await deliveriesOf('registration.created'), await deliveriesOf('checkin.created')]
    const walkIn = await owner.client.post(`/api/events/${night.id}/walk-ins`, attendee({ name: 'Walker Inn' }))
    expect(walkIn.status).toBe(201)
    expect(await deliveriesOf('registration.created')).toEqual(registered.map((count) => count + 1))
    expect(await deliveriesOf('checkin.created')).toEqual(checkedIn.map((count) => count + 1))
  })

  it('event.deleted: the night stays; committed, one each', async () => {
    const night = await createEvent(owner.client)
    const failed = await withSecondDeliveryRefused('event.deleted', () => master.delete(`/api/events/${night.id}`))
    expect(failed.status).toBeGreaterThanOrEqual(500)
    expect((await owner.client.get(`/api/events/${night.id}`)).status).toBe(200)
    expect(await deliveriesOf('event.deleted')).toEqual([0, 0])

    expect((await master.delete(`/api/events/${night.id}`)).status).toBe(200)
    expect((await owner.client.get(`/api/events/${night.id}`)).status).toBe(404)
    expect(await deliveriesOf('event.deleted')).toEqual([1, 1])
  })
})
