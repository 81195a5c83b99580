import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import pg from 'pg'
import { Webhook } from 'standardwebhooks'
import { createEvent, createHost } from '../support/actors'
import { endedDaysAgo, register } from '../support/nights'
import { waitFor } from '../support/waiting'
import { everythingStored, testDatabaseUri, testsOnPostgres } from '../support/testDatabase'
import { startWithRoles, type RoleClients } from '../support/roles'
import { startWebhookReceiver } from '../support/webhookReceiver'
import { webhookReasons } from '../../contract/webhookReasons'
import { messages } from '../../contract/messages'
import { sessionsWaitingForLocks } from '../support/postgres'
import type { DeliveryDto, WebhookBody, WebhookCreatedDto } from '../../contract/webhooks'

/**
 * Webhook deliveries and privacy (docs/privacy.md, "Webhooks"): the delivery log stores each
 * body, which names the person, so an erasure and the retention purge take the person out of
 * it, a delivery still waiting is not sent, and the daily purge deletes the log's rows after 30
 * days. Driven over HTTP; the stored rows are read from the database where no endpoint shows them.
 */
let roles: RoleClients
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
const DAY_MS = 86_400_000

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  roles = await startWithRoles({ WEBHOOKS_ALLOW_LOCAL: 'true', WEBHOOK_RETRY_SECONDS: '5,5' })
})
afterAll(async () => {
  await roles.server.stop()
  await receiver.close()
})

async function addEndpoint(path: string) {
  const made = await roles.owner.client.post<WebhookCreatedDto>('/api/webhooks', {
    url: receiver.url(path),
    events: ['registration.created', 'checkin.created'],
  })
  expect(made.status).toBe(201)
  return made.body
}

const log = async (endpointId: unknown) =>
  (await roles.owner.client.get<DeliveryDto[]>(`/api/webhooks/${String(endpointId)}/deliveries`)).body

const storedRows = async (endpointId: unknown) =>
  (
    await roles.server.payload.find({
      collection: 'webhook-deliveries',
      where: { endpointId: { equals: String(endpointId) } },
      pagination: false,
      overrideAccess: true,
    })
  ).docs

const verified = (body: string, headers: Record<string, unknown>, secret: string) =>
  new Webhook(secret).verify(body, {
    'webhook-id': String(headers['webhook-id']),
    'webhook-timestamp': String(headers['webhook-timestamp']),
    'webhook-signature': String(headers['webhook-signature']),
  }) as WebhookBody

describe('an erasure', () => {
  it('takes the person out of every delivery about them; a redelivery carries no name', async () => {
    const { master, owner } = roles
    const endpoint = await addEndpoint('/erase')
    const night = await createEvent(owner.client)
    const erin = await register(roles.server, night.id, { name: 'Hookerin Erasable', company: 'Erasco' })
    const kept = await register(roles.server, night.id, { name: 'Keeper Kept' })
    expect((await owner.client.post(`/api/events/${night.id}/check-ins`, { attendeeId: erin.id })).status).toBe(201)
    await waitFor(() => receiver.to('/erase').length >= 3, 20_000, 'three deliveries')
    await waitFor(async () => (await log(endpoint.id)).every((row) => row.status === 'succeeded'), 10_000, 'all sent')
    expect(await everythingStored(roles.server.dir)).toContain('hookerin erasable')

    expect((await master.post('/api/privacy/erase', { email: erin.email })).status).toBe(200)

    const rows = await storedRows(endpoint.id)
    expect(rows).toHaveLength(3)
    const hers = rows.filter((row) => String(row.attendeeId) === String(erin.id))
    expect(hers).toHaveLength(2)
    for (const row of hers) {
      const body = JSON.parse(row.body) as WebhookBody
      expect(body.data.registration).toMatchObject({ id: erin.id, name: 'Removed', email: '', company: '' })
      expect(row.body).not.toContain(erin.email)
      expect(row.lastResponse ?? null).toBeNull()
    }
    // Keeper's delivery is not hers: it stays as sent.
    expect(rows.find((row) => String(row.attendeeId) === String(kept.id))!.body).toContain(kept.email)
    // The log still lists all three, and no file of the database holds her name or address.
    expect(await log(endpoint.id)).toHaveLength(3)
    const stored = await everythingStored(roles.server.dir)
    expect(stored).not.toContain('hookerin erasable')
    expect(stored).not.toContain(erin.email)

    const created = hers.find((row) => row.type === 'registration.created')!
    const before = receiver.to('/erase').length
    expect((await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${created.messageId}/redeliver`)).status).toBe(202)
    await waitFor(() => receiver.to('/erase').length > before, 20_000, 'the redelivery')
    const again = receiver.to('/erase').at(-1)!
    expect(again.headers['webhook-id']).toBe(created.messageId)
    expect(verified(again.body, again.headers, endpoint.secret).data.registration).toMatchObject({ name: 'Removed', email: '' })
    expect(again.body).not.toContain('Hookerin')
  })

  it('reaches the deliveries of a registration a host removed, though no row leads to them', async () => {
    const { master, owner } = roles
    const made = await owner.client.post<WebhookCreatedDto>('/api/webhooks', {
      url: receiver.url('/erase-removed'),
      events: ['registration.created', 'registration.removed'],
    })
    expect(made.status).toBe(201)
    const night = await createEvent(owner.client)
    const rita = await register(roles.server, night.id, { name: 'Rita Removedlater', company: 'Gone Gears' })
    const stays = await register(roles.server, night.id, { name: 'Stan Stays', company: 'Kept Co' })
    expect((await owner.client.delete(`/api/events/${night.id}/attendees/${rita.id}`)).status).toBe(200)
    await waitFor(() => receiver.to('/erase-removed').length >= 3, 20_000, 'three deliveries')
    await waitFor(async () => (await log(made.body.id)).every((row) => row.status === 'succeeded'), 10_000, 'all sent')

    expect((await master.post('/api/privacy/erase', { email: rita.email.toUpperCase() })).status).toBe(200)

    const rows = await storedRows(made.body.id)
    const hers = rows.filter((row) => String(row.attendeeId) === String(rita.id))
    expect(hers.map((row) => row.type).sort()).toEqual(['registration.created', 'registration.removed'])
    for (const row of hers) {
      expect(JSON.parse(row.body)).toMatchObject({ data: { registration: { name: 'Removed', email: '', company: '' } } })
      expect(row.lastResponse ?? null).toBeNull()
    }
    expect(rows.find((row) => String(row.attendeeId) === String(stays.id))!.body).toContain(stays.email)
    const stored = await everythingStored(roles.server.dir)
    expect(stored).not.toContain('rita removedlater')
    expect(stored).not.toContain(rita.email.toLowerCase())
  })

  it('does not send a delivery still waiting', async () => {
    const { master, owner } = roles
    const endpoint = await addEndpoint('/erase-waiting')
    // The receiver fails, so the delivery waits 5 s for its retry when the erasure comes.
    receiver.plan('/erase-waiting', { status: 500 }, { status: 200 })
    const night = await createEvent(owner.client)
    const wendy = await register(roles.server, night.id, { name: 'Wendy Waitingerase' })
    await waitFor(async () => (await log(endpoint.id))[0]?.attempts === 1, 20_000, 'the first attempt')
    expect((await master.post('/api/privacy/erase', { email: wendy.email })).status).toBe(200)
    const [entry] = await log(endpoint.id)
    expect(entry).toMatchObject({
      status: 'failed',
      attempts: 1,
      nextAttemptAt: null,
      lastError: expect.stringMatching(/removed/),
    })
    // Past the retry's 5 s: the sender finds nothing to send.
    await new Promise((resolve) => setTimeout(resolve, 6000))
    await roles.server.jobs!.webhooks.drain()
    expect(receiver.to('/erase-waiting')).toHaveLength(1)
    // Nor by hand: after the erasure's `registration.cancelled`, it would put her back on the host's list.
    const redelivered = await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${entry.id}/redeliver`)
    expect([redelivered.status, (redelivered.body as { message?: string }).message]).toEqual([409, messages.deliveryWithheld])
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await roles.server.jobs!.webhooks.drain()
    expect(receiver.to('/erase-waiting')).toHaveLength(1)
    expect((await log(endpoint.id))[0]).toMatchObject({ status: 'failed', lastError: entry.lastError })
    // A failed row the log never marked (held back before decision 593): her erasure still refuses it.
    await roles.server.payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { messageId: { equals: entry.id } },
      data: { lastError: webhookReasons.answered(500) },
    })
    expect((await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${entry.id}/redeliver`)).status).toBe(409)
  })

  it("tells the host's tools that the person left, without who they were, and still sends a departure that waited (decision 561)", async () => {
    const { master, owner } = roles
    const endpointOf = async (path: string) => {
      const made = await owner.client.post<WebhookCreatedDto>('/api/webhooks', {
        url: receiver.url(path),
        events: ['registration.created', 'registration.cancelled', 'registration.removed'],
      })
      expect(made.status).toBe(201)
      return made.body
    }
    const erasedEndpoint = await endpointOf('/erase-leaves')
    const night = await createEvent(owner.client)
    const zoe = await register(roles.server, night.id, { name: 'Zoe Leaveserased', company: 'Zedco' })
    await waitFor(() => receiver.to('/erase-leaves').length >= 1, 20_000, 'her registration')
    expect((await master.post('/api/privacy/erase', { email: zoe.email })).status).toBe(200)
    await waitFor(() => receiver.to('/erase-leaves').length >= 2, 20_000, 'her departure')
    const left = receiver.to('/erase-leaves')[1]
    expect(verified(left.body, left.headers, erasedEndpoint.secret)).toMatchObject({
      type: 'registration.cancelled',
      data: {
        event: { id: night.id },
        registration: { id: zoe.id, name: 'Removed', email: '', company: '', status: 'cancelled', checkedInAt: null },
      },
    })

    // A host's removal the receiver failed to take: its retry goes out after the erasure, without her.
    receiver.plan('/erase-leaves-waiting', { status: 200 }, { status: 500 }, { status: 200 })
    await endpointOf('/erase-leaves-waiting')
    const yul = await register(roles.server, night.id, { name: 'Yul Removedwaiting', company: 'Yulco' })
    await waitFor(() => receiver.to('/erase-leaves-waiting').length >= 1, 20_000, 'his registration')
    expect((await owner.client.delete(`/api/events/${night.id}/attendees/${yul.id}`)).status).toBe(200)
    await waitFor(() => receiver.to('/erase-leaves-waiting').length >= 2, 20_000, 'the removal, refused once')
    expect((await master.post('/api/privacy/erase', { email: yul.email })).status).toBe(200)
    await waitFor(() => receiver.to('/erase-leaves-waiting').length >= 3, 20_000, 'the removal retried')
    const [, refused, retried] = receiver.to('/erase-leaves-waiting')
    expect(retried.headers['webhook-id']).toBe(refused.headers['webhook-id'])
    expect(JSON.parse(retried.body)).toMatchObject({
      type: 'registration.removed',
      data: { registration: { id: yul.id, name: 'Removed', email: '', company: '' } },
    })
    for (const hook of [left, retried]) {
      expect(hook.body).not.toMatch(/Leaveserased|Removedwaiting|Zedco|Yulco/)
      expect(hook.body).not.toContain(zoe.email)
      expect(hook.body).not.toContain(yul.email)
    }
  })
})

describe('the sender', () => {
  it('sends the departure it claimed: a body rewritten after its read of the due deliveries goes as rewritten', async () => {
    const { owner } = roles
    const made = await owner.client.post<WebhookCreatedDto>('/api/webhooks', {
      url: receiver.url('/claimed-body'),
      events: ['registration.removed'],
    })
    receiver.plan('/claimed-body', { status: 500 }, { status: 200 })
    const night = await createEvent(owner.client)
    const xan = await register(roles.server, night.id, { name: 'Xan Readbefore', company: 'Xanco' })
    expect((await owner.client.delete(`/api/events/${night.id}/attendees/${xan.id}`)).status).toBe(200)
    await waitFor(async () => (await log(made.body.id))[0]?.attempts === 1, 20_000, 'the removal refused once')
    const [row] = await storedRows(made.body.id)
    const rewritten = JSON.parse(row.body) as WebhookBody & { data: { registration: Record<string, unknown> } }
    rewritten.data.registration = { ...rewritten.data.registration, name: 'Removed', email: '', company: '' }
    const rewrite = 'UPDATE webhook_deliveries SET body = $1 WHERE id = $2'
    if (!testsOnPostgres()) {
      // SQLite writes one at a time: the rewrite lands before the retry's read, and the retry carries it.
      await roles.server.payload.db.updateOne({
        collection: 'webhook-deliveries',
        where: { id: { equals: row.id } },
        data: { body: JSON.stringify(rewritten) },
      })
    } else {
      // PostgreSQL: another session rewrites the row and holds it, so the sender's retry reads the
      // old body, then waits to claim the row; the rewrite commits then.
      const uri = testDatabaseUri(roles.server.dir)
      const waiting = () => sessionsWaitingForLocks(uri)
      const writer = new pg.Client({ connectionString: uri })
      await writer.connect()
      try {
        await writer.query('BEGIN')
        await writer.query(rewrite, [JSON.stringify(rewritten), row.id])
        await waitFor(async () => (await waiting()) === 1, 20_000, 'the retry waiting to claim the row it read')
        await writer.query('COMMIT')
      } finally {
        await writer.end()
      }
    }
    await waitFor(() => receiver.to('/claimed-body').length >= 2, 20_000, 'the removal retried')
    const retried = receiver.to('/claimed-body')[1]
    expect(verified(retried.body, retried.headers, made.body.secret)).toMatchObject({
      type: 'registration.removed',
      data: { registration: { id: xan.id, name: 'Removed', email: '', company: '' } },
    })
    expect(retried.body).not.toMatch(/Readbefore|Xanco/)
  }, 60_000)
})

describe('an owner who no longer manages the night', () => {
  it('hears nothing more, retries included: a host whose approval was withdrawn, a co-host taken off the team', async () => {
    const { master, owner, server } = roles
    const withdrawn = await createHost(server, { name: 'Wanda Withdrawn' })
    const cohost = await createHost(server, { name: 'Colin Cohost' })
    const ownNight = await createEvent(withdrawn.client)
    const sharedNight = await createEvent(owner.client)
    expect((await owner.client.post(`/api/events/${sharedNight.id}/team`, { email: cohost.email })).status).toBe(201)
    const endpointOf = async (host: typeof cohost, path: string, eventId: unknown) => {
      const made = await host.client.post<WebhookCreatedDto>('/api/webhooks', {
        url: receiver.url(path),
        events: ['registration.created'],
        eventId,
      })
      expect(made.status).toBe(201)
      return made.body
    }
    // Each receiver fails the first attempt and would take the retry (5 s later).
    receiver.plan('/withdrawn', { status: 500 }, { status: 200 })
    receiver.plan('/taken-off', { status: 500 }, { status: 200 })
    const withdrawnEndpoint = await endpointOf(withdrawn, '/withdrawn', ownNight.id)
    const cohostEndpoint = await endpointOf(cohost, '/taken-off', sharedNight.id)
    const wilma = await register(server, ownNight.id, { name: 'Wilma Waiting', company: 'Waitco' })
    const tara = await register(server, sharedNight.id, { name: 'Tara Takenoff', company: 'Teamco' })
    const attemptedOnce = async (endpointId: unknown) => (await storedRows(endpointId))[0]?.attempts === 1
    await waitFor(
      async () => (await attemptedOnce(withdrawnEndpoint.id)) && attemptedOnce(cohostEndpoint.id),
      20_000,
      'first attempts',
    )

    expect((await master.patch(`/api/hosts/${String(withdrawn.id)}/approve`, { approved: false })).status).toBe(200)
    expect((await owner.client.delete(`/api/events/${sharedNight.id}/team/${String(cohost.id)}`)).status).toBe(200)

    // Once the retries come due, the sender drops them instead of sending.
    const failedRow = async (endpointId: unknown) => (await storedRows(endpointId)).find((row) => row.status === 'failed')
    await waitFor(
      async () => Boolean((await failedRow(withdrawnEndpoint.id)) && (await failedRow(cohostEndpoint.id))),
      20_000,
      'retries dropped',
    )
    for (const endpointId of [withdrawnEndpoint.id, cohostEndpoint.id])
      expect(await failedRow(endpointId)).toMatchObject({
        attempts: 1,
        nextAttemptAt: null,
        lastError: webhookReasons.ownerLeft(),
      })
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/withdrawn')).toHaveLength(1)
    expect(receiver.to('/taken-off')).toHaveLength(1)
    // The one attempt each made before the change was theirs to hear; nothing went out after it.
    expect(receiver.to('/withdrawn')[0].body).toContain(wilma.email)
    expect(receiver.to('/taken-off')[0].body).toContain(tara.email)
  })
})

describe('a night deleted while a retry waits', () => {
  it("drops what waits for a co-host taken off its team before the deletion (a retry, a paused endpoint's, one a redelivery could wake), and keeps the owner's", async () => {
    const { master, owner, server } = roles
    const cohost = await createHost(server, { name: 'Delia Departed' })
    const night = await createEvent(owner.client)
    expect((await owner.client.post(`/api/events/${night.id}/team`, { email: cohost.email })).status).toBe(201)
    // "Every night" endpoints: the deletion leaves no night to ask who manages it.
    const everyNight = async (client: typeof owner.client, path: string) => {
      const made = await client.post<WebhookCreatedDto>('/api/webhooks', {
        url: receiver.url(path),
        events: ['registration.created'],
      })
      expect(made.status).toBe(201)
      return made.body
    }
    receiver.plan('/departed-every-night', { status: 500 }, { status: 200 })
    receiver.plan('/owner-every-night', { status: 500 }, { status: 200 })
    receiver.plan('/departed-paused', { status: 500 }, { status: 200 })
    const departed = await everyNight(cohost.client, '/departed-every-night')
    const paused = await everyNight(cohost.client, '/departed-paused')
    const owners = await everyNight(owner.client, '/owner-every-night')
    const dora = await register(server, night.id, { name: 'Dora Deleted', company: 'Goneco' })
    const attemptedOnce = async (endpointId: unknown) => (await storedRows(endpointId))[0]?.attempts === 1
    await waitFor(
      async () => (await attemptedOnce(departed.id)) && (await attemptedOnce(paused.id)) && attemptedOnce(owners.id),
      20_000,
      'first attempts',
    )
    const departedMessage = (await storedRows(departed.id))[0].messageId
    // The co-host turns one endpoint off while its retry waits, to turn it on after the deletion.
    expect((await cohost.client.patch(`/api/webhooks/${String(paused.id)}`, { enabled: false })).status).toBe(200)

    expect((await owner.client.delete(`/api/events/${night.id}/team/${String(cohost.id)}`)).status).toBe(200)
    expect((await master.delete(`/api/events/${night.id}`)).status).toBe(200)

    // Nothing about the night is left for them: no retry, nothing to wake.
    expect(await storedRows(departed.id)).toEqual([])
    expect(await storedRows(paused.id)).toEqual([])
    const redelivered = await cohost.client.post(`/api/webhooks/${String(departed.id)}/deliveries/${departedMessage}/redeliver`)
    expect(redelivered.status).toBe(404)
    expect((await cohost.client.patch(`/api/webhooks/${String(paused.id)}`, { enabled: true })).status).toBe(200)
    await waitFor(async () => (await storedRows(owners.id))[0]?.status === 'succeeded', 20_000, "the owner's retry")
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/departed-every-night')).toHaveLength(1)
    expect(receiver.to('/departed-paused')).toHaveLength(1)
    expect(receiver.to('/owner-every-night')).toHaveLength(2)
    expect(receiver.to('/owner-every-night')[1].body).toContain(dora.email)
  })
})

describe('the retention purge', () => {
  it("takes the people of a purged night out of its deliveries, and deletes the log's rows after 30 days", async () => {
    const { owner, server } = roles
    const endpoint = await addEndpoint('/purge')
    const old = await createEvent(owner.client)
    const recent = await createEvent(owner.client)
    const past = await register(server, old.id, { name: 'Pastora Purgeable', company: 'Oldco' })
    const now = await register(server, recent.id, { name: 'Nowell Recent' })
    await waitFor(() => receiver.to('/purge').length >= 2, 20_000, 'two deliveries')
    await endedDaysAgo(server, old.id, 400)
    // A third delivery, written 31 days ago: past the log's span.
    const ancient = await register(server, recent.id, { name: 'Anselm Ancient' })
    await waitFor(() => receiver.to('/purge').length >= 3, 20_000, 'three deliveries')
    const ancientRow = (await storedRows(endpoint.id)).find((row) => String(row.attendeeId) === String(ancient.id))!
    await server.payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { id: { equals: ancientRow.id } },
      data: { createdAt: new Date(Date.now() - 31 * DAY_MS).toISOString() },
      returning: false,
    })

    const purged = await server.purgeJob.runOnce(Date.now() + DAY_MS)
    expect(purged?.counts).toMatchObject({ webhookDeliveries: 1 })

    const rows = await storedRows(endpoint.id)
    expect(rows.map((row) => String(row.attendeeId)).sort()).toEqual([String(past.id), String(now.id)].sort())
    const pastRow = rows.find((row) => String(row.attendeeId) === String(past.id))!
    expect((JSON.parse(pastRow.body) as WebhookBody).data.registration).toMatchObject({ name: 'Removed', email: '', company: '' })
    expect(rows.find((row) => String(row.attendeeId) === String(now.id))!.body).toContain('Nowell Recent')
    expect(pastRow.body).not.toContain('Pastora')
    expect(pastRow.body).not.toContain(past.email)
    expect((await log(endpoint.id)).map((row) => row.id)).not.toContain(ancientRow.messageId)
  })
})
