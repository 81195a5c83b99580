import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Webhook } from 'standardwebhooks'
import { messages } from '../../contract/messages'
import { Client } from '../support/client'
import { createEvent, createHost } from '../support/actors'
import { register } from '../support/nights'
import { bearer } from '../support/bearer'
import { waitFor } from '../support/waiting'
import { freePort } from '../support/ports'
import { readWebhookReason, webhookReasons } from '../../contract/webhookReasons'
import { newWebhookSecret, sealWebhookSecret } from '../../cms/modules/webhooks/secrets'
import { startServerWithMail, stopServerWithMail } from '../support/mailServer'
import { calendarOfMail } from '../support/ics'
import { startWebhookReceiver, type ReceivedWebhook } from '../support/webhookReceiver'
import { startTestServer, type TestServer } from '../support/testServer'
import type { startSmtpServer } from '../support/smtp'
import type { DeliveryDto, WebhookBody, WebhookCreatedDto, WebhookDto } from '../../contract/webhooks'
import type { TokenCreatedDto } from '../../contract/tokens'
import type { ApiError } from '../../contract/types'

/**
 * Webhooks over real HTTP (docs/api.md "Tokens, webhooks, OpenAPI"): endpoints per host, every
 * delivery verified by the reference `standardwebhooks` package, retries under one id, a 410 and
 * the last failed retry turning the endpoint off with an email to its owner, the log and
 * redelivery, the forgery refusals, and a receiver that hangs while people register.
 */
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let server: TestServer
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let owner: Awaited<ReturnType<typeof createHost>>
let otherHost: Awaited<ReturnType<typeof createHost>>
let master: Client
const anonymous = () => new Client(server.url)

beforeAll(async () => {
  receiver = await startWebhookReceiver()
  ;({ smtp, server, master } = await startServerWithMail({ WEBHOOKS_ALLOW_LOCAL: 'true', WEBHOOK_RETRY_SECONDS: '1,1' }))
  owner = await createHost(server)
  otherHost = await createHost(server)
})
afterAll(async () => {
  // The receiver first: it drops the attempts it holds open ("a receiver that hangs"), which the
  // server's stop would otherwise wait out (10 s each, cms/modules/webhooks/send.ts).
  await receiver.close()
  await stopServerWithMail({ smtp, server })
})

async function addEndpoint(client: Client, path: string, events: string[], eventId?: unknown) {
  const made = await client.post<WebhookCreatedDto>('/api/webhooks', {
    url: receiver.url(path),
    events,
    ...(eventId ? { eventId } : {}),
  })
  expect(made.status).toBe(201)
  return made.body
}

/** A delivery as a receiver checks it: the reference library verifies the signature, id and time. */
function verified(hook: ReceivedWebhook, secret: string): WebhookBody {
  const headers = {
    'webhook-id': String(hook.headers['webhook-id']),
    'webhook-timestamp': String(hook.headers['webhook-timestamp']),
    'webhook-signature': String(hook.headers['webhook-signature']),
  }
  return new Webhook(secret).verify(hook.body, headers) as WebhookBody
}

const arrivals = async (path: string, count: number, timeoutMs = 20_000) => {
  await waitFor(() => receiver.to(path).length >= count, timeoutMs, `${count} deliveries to ${path}`)
  return receiver.to(path)
}

describe('endpoints', () => {
  it('are made with an https URL and known event types; the secret is shown once', async () => {
    const bad = await owner.client.post<ApiError>('/api/webhooks', { url: receiver.url('/x'), events: ['registration.exploded'] })
    expect(bad.status).toBe(400)
    expect((await owner.client.post('/api/webhooks', { url: receiver.url('/x'), events: [] })).status).toBe(400)
    const ftp = await owner.client.post<ApiError>('/api/webhooks', { url: 'ftp://example.com/x', events: ['event.updated'] })
    expect([ftp.status, ftp.body]).toEqual([
      400,
      { message: messages.webhookUrlInvalid, errors: { url: messages.webhookUrlInvalid } },
    ])
    expect((await anonymous().post('/api/webhooks', { url: receiver.url('/x'), events: ['event.updated'] })).status).toBe(401)
    const made = await addEndpoint(owner.client, '/crud', ['event.updated'])
    expect(made).toEqual({
      id: expect.anything(),
      url: receiver.url('/crud'),
      events: ['event.updated'],
      eventId: null,
      enabled: true,
      disabledReason: null,
      createdAt: expect.any(String),
      secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/=]{32}$/),
    })
    const listed = await owner.client.get<WebhookDto[]>('/api/webhooks')
    expect(listed.body.map((hook) => hook.id)).toContain(made.id)
    expect(listed.text).not.toContain(made.secret)
    // Nobody else's: another host sees, changes and deletes nothing of it.
    expect((await otherHost.client.get<WebhookDto[]>('/api/webhooks')).body.map((hook) => hook.id)).not.toContain(made.id)
    expect((await otherHost.client.patch(`/api/webhooks/${made.id}`, { enabled: false })).status).toBe(404)
    expect((await otherHost.client.delete(`/api/webhooks/${made.id}`)).status).toBe(404)
    expect((await otherHost.client.get(`/api/webhooks/${made.id}/deliveries`)).status).toBe(404)
    const changed = await owner.client.patch<WebhookDto>(`/api/webhooks/${made.id}`, {
      events: ['event.deleted'],
      enabled: false,
    })
    expect(changed.body).toMatchObject({ events: ['event.deleted'], enabled: false })
    expect((await owner.client.delete(`/api/webhooks/${made.id}`)).status).toBe(200)
    expect((await owner.client.get<WebhookDto[]>('/api/webhooks')).body.map((hook) => hook.id)).not.toContain(made.id)
  })

  it("for one night need the right to manage it: another host's night is refused", async () => {
    const theirs = await createEvent(otherHost.client)
    const refused = await owner.client.post('/api/webhooks', {
      url: receiver.url('/n'),
      events: ['event.updated'],
      eventId: theirs.id,
    })
    expect([403, 404]).toContain(refused.status)
  })

  it('are managed by a token of scope webhooks:manage, and by no other', async () => {
    const manage = await owner.client.post<TokenCreatedDto>('/api/tokens', { name: 'Zapier', scopes: ['webhooks:manage'] })
    const read = await owner.client.post<TokenCreatedDto>('/api/tokens', { name: 'Sheet', scopes: ['events:read'] })
    const made = await bearer<WebhookCreatedDto>(server.url, manage.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/by-token'),
      events: ['event.updated'],
    })
    expect(made.status).toBe(201)
    expect((await bearer(server.url, read.body.token, 'GET', '/api/webhooks')).status).toBe(403)
    expect((await bearer(server.url, manage.body.token, 'DELETE', `/api/webhooks/${made.body.id}`)).status).toBe(200)
  })

  it('made or pointed elsewhere by a token are turned off when it is revoked; the others keep going', async () => {
    const host = await createHost(server)
    const leaked = await host.client.post<TokenCreatedDto>('/api/tokens', { name: 'Leaked', scopes: ['webhooks:manage'] })
    const kept = await host.client.post<TokenCreatedDto>('/api/tokens', { name: 'Kept', scopes: ['webhooks:manage'] })
    const made = await bearer<WebhookCreatedDto>(server.url, leaked.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/made-by-leaked'),
      events: ['event.updated'],
    })
    expect(made.status).toBe(201)
    // The host's own endpoint, which the leaked token points elsewhere.
    const own = await addEndpoint(host.client, '/host-own', ['event.updated'])
    const moved = await bearer(server.url, leaked.body.token, 'PATCH', `/api/webhooks/${own.id}`, {
      url: receiver.url('/moved-by-leaked'),
    })
    expect(moved.status).toBe(200)
    // One the host made, and one another token made: neither is the leaked token's doing.
    const untouched = await addEndpoint(host.client, '/host-untouched', ['event.updated'])
    const byKept = await bearer<WebhookCreatedDto>(server.url, kept.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/made-by-kept'),
      events: ['event.updated'],
    })
    // A URL the host sets again is the host's: the token that pointed it before no longer counts.
    const reclaimed = await bearer<WebhookCreatedDto>(server.url, leaked.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/reclaimed'),
      events: ['event.updated'],
    })
    expect(
      (await host.client.patch(`/api/webhooks/${reclaimed.body.id}`, { url: receiver.url('/reclaimed-by-host') })).status,
    ).toBe(200)

    // One the leaked token made that was already off: turned back on, it would send there again.
    const paused = await bearer<WebhookCreatedDto>(server.url, leaked.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/paused-by-leaked'),
      events: ['event.updated'],
    })
    expect((await host.client.patch(`/api/webhooks/${paused.body.id}`, { enabled: false })).status).toBe(200)

    // The host's endpoint whose new secret only the leaked token saw: the host's receiver would
    // refuse every delivery once the old secret stops signing, a day later.
    const rekeyed = await addEndpoint(host.client, '/rekeyed-by-leaked', ['event.updated'])
    expect((await bearer(server.url, leaked.body.token, 'POST', `/api/webhooks/${rekeyed.id}/rotate-secret`)).status).toBe(200)

    expect((await host.client.delete(`/api/tokens/${leaked.body.id}`)).status).toBe(200)
    const endpoints = new Map((await host.client.get<WebhookDto[]>('/api/webhooks')).body.map((hook) => [hook.id, hook]))
    const reason = webhookReasons.tokenRevoked()
    expect(reason).toBe('turned off because the API token that set it up was revoked: turn it back on if it is yours')
    for (const id of [made.body.id, own.id, paused.body.id, rekeyed.id])
      expect(endpoints.get(id)).toMatchObject({ enabled: false, disabledReason: reason })
    for (const id of [untouched.id, byKept.body.id, reclaimed.body.id])
      expect(endpoints.get(id)).toMatchObject({ enabled: true, disabledReason: null })
    // The owner may turn one back on when it is theirs.
    expect((await host.client.patch(`/api/webhooks/${own.id}`, { enabled: true })).body).toMatchObject({ enabled: true })
  })

  it('made by a token the master admin deletes in the CMS are turned off as by a revoke', async () => {
    const host = await createHost(server)
    const leaked = await host.client.post<TokenCreatedDto>('/api/tokens', { name: 'Leaked', scopes: ['webhooks:manage'] })
    const made = await bearer<WebhookCreatedDto>(server.url, leaked.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/made-by-deleted-token'),
      events: ['registration.created'],
    })
    expect(made.status).toBe(201)
    const own = await addEndpoint(host.client, '/host-own-kept', ['registration.created'])

    expect((await master.delete(`/cms/api/api-tokens/${leaked.body.id}`)).status).toBe(200)
    expect((await bearer(server.url, leaked.body.token, 'GET', '/api/webhooks')).status).toBe(401)
    const endpoints = new Map((await host.client.get<WebhookDto[]>('/api/webhooks')).body.map((hook) => [hook.id, hook]))
    expect(endpoints.get(made.body.id)).toMatchObject({ enabled: false, disabledReason: webhookReasons.tokenRevoked() })
    expect(endpoints.get(own.id)).toMatchObject({ enabled: true, disabledReason: null })
  })

  it('switched back on by another token are turned off again when that token is revoked', async () => {
    const host = await createHost(server)
    const [first, second] = await Promise.all(
      ['First leaked', 'Second leaked'].map((name) =>
        host.client.post<TokenCreatedDto>('/api/tokens', { name, scopes: ['webhooks:manage'] }),
      ),
    )
    const made = await bearer<WebhookCreatedDto>(server.url, first.body.token, 'POST', '/api/webhooks', {
      url: receiver.url('/switched-on-by-second'),
      events: ['registration.created'],
    })
    expect((await host.client.delete(`/api/tokens/${first.body.id}`)).status).toBe(200)
    const switchedOn = await bearer<WebhookDto>(server.url, second.body.token, 'PATCH', `/api/webhooks/${made.body.id}`, {
      enabled: true,
    })
    expect(switchedOn.body).toMatchObject({ enabled: true })
    expect((await host.client.delete(`/api/tokens/${second.body.id}`)).status).toBe(200)
    const endpoint = (await host.client.get<WebhookDto[]>('/api/webhooks')).body.find((hook) => hook.id === made.body.id)
    expect(endpoint).toMatchObject({ enabled: false, disabledReason: webhookReasons.tokenRevoked() })
  })
})

describe('an endpoint deleted', () => {
  it('takes its delivery log with it, by its owner or by the master admin in the CMS', async () => {
    const stored = async (endpointId: unknown) =>
      (
        await server.payload.find({
          collection: 'webhook-deliveries',
          where: { endpointId: { equals: String(endpointId) } },
          overrideAccess: true,
        })
      ).totalDocs
    const byOwner = await addEndpoint(owner.client, '/deleted-by-owner', ['registration.created'])
    const inCms = await addEndpoint(owner.client, '/deleted-in-cms', ['registration.created'])
    const night = await createEvent(owner.client)
    await register(server, night.id, { name: 'Logged Twice' })
    await arrivals('/deleted-by-owner', 1)
    await arrivals('/deleted-in-cms', 1)
    expect([await stored(byOwner.id), await stored(inCms.id)]).toEqual([1, 1])

    expect((await owner.client.delete(`/api/webhooks/${byOwner.id}`)).status).toBe(200)
    expect((await master.delete(`/cms/api/webhook-endpoints/${inCms.id}`)).status).toBe(200)
    expect([await stored(byOwner.id), await stored(inCms.id)]).toEqual([0, 0])
  })
})

describe('deliveries', () => {
  it("carry each change of the host's nights, signed per Standard Webhooks, thin, to no one else", async () => {
    const endpoint = await addEndpoint(owner.client, '/all', [
      'registration.created',
      'registration.cancelled',
      'registration.removed',
      'checkin.created',
      'event.updated',
    ])
    const elsewhere = await addEndpoint(otherHost.client, '/theirs', ['registration.created'])
    const night = await createEvent(owner.client, { name: 'Hook Night' })
    const guest = await register(server, night.id, { name: 'Wanda Hook', company: 'Hook Co' })
    const [created] = await arrivals('/all', 1)
    const body = verified(created, endpoint.secret)
    expect(body).toEqual({
      type: 'registration.created',
      timestamp: expect.any(String),
      data: {
        event: expect.objectContaining({ id: night.id, name: 'Hook Night', date: expect.any(String) }),
        registration: expect.objectContaining({ id: guest.id, name: 'Wanda Hook', email: guest.email, company: 'Hook Co' }),
      },
    })
    expect(String(created.headers['webhook-id'])).toMatch(/^msg_/)
    expect(String(created.headers['webhook-signature'])).toMatch(/^v1,/)
    // Never a capability: not the manage link, not an entry code.
    expect(created.body).not.toContain(guest.token)
    expect(created.body).not.toMatch(/registrations\/|check-in\//)
    // A tampered body fails the reference verification.
    expect(() => verified({ ...created, body: created.body.replace('Wanda', 'Wendy') }, endpoint.secret)).toThrow()

    expect((await owner.client.post(`/api/events/${night.id}/check-ins`, { attendeeId: guest.id })).status).toBe(201)
    expect(
      (
        await owner.client.patch(`/api/events/${night.id}`, {
          ...((await owner.client.get(`/api/events/${night.id}`)).body as object),
          name: 'Hook Night 2',
        })
      ).status,
    ).toBe(200)
    const second = await register(server, night.id)
    expect((await anonymous().post(`/api/registrations/${second.token}/cancel`, {})).status).toBe(200)
    expect((await owner.client.delete(`/api/events/${night.id}/attendees/${guest.id}`)).status).toBe(200)
    const all = await arrivals('/all', 6)
    const types = all.map((hook) => verified(hook, endpoint.secret).type)
    expect(types).toEqual(
      expect.arrayContaining([
        'registration.created',
        'checkin.created',
        'event.updated',
        'registration.cancelled',
        'registration.removed',
      ]),
    )
    expect(new Set(all.map((hook) => hook.headers['webhook-id'])).size).toBe(all.length)
    // The night is named alike in every delivery about a person, whichever code sent it; its
    // status is said in the night's own types (docs/api.md "Webhooks").
    const nightKeys = all.map((hook) => {
      const { type, data } = verified(hook, endpoint.secret)
      return [type, Object.keys(data.event as object).sort()]
    })
    const thin = ['city', 'date', 'endDate', 'id', 'name', 'timezone']
    for (const [type, keys] of nightKeys)
      expect([type, keys]).toEqual([type, type === 'event.updated' ? [...thin, 'archived', 'status'].sort() : thin])
    expect(receiver.to('/theirs')).toEqual([])
    void elsewhere
  })

  it('tell of a row the master deletes in the CMS as of a removal, and the person is told; a night deleted says event.deleted alone', async () => {
    const endpoint = await addEndpoint(owner.client, '/cms-delete', ['registration.removed', 'event.deleted'])
    const night = await createEvent(owner.client, { name: 'Ledger Night' })
    const guest = await register(server, night.id, { name: 'Cass Cmsdeleted' })
    const stays = await register(server, night.id, { name: 'Stella Stays' })
    expect((await master.delete(`/cms/api/attendees/${guest.id}`)).status).toBe(200)
    const [removed] = await arrivals('/cms-delete', 1)
    expect(verified(removed, endpoint.secret)).toMatchObject({
      type: 'registration.removed',
      data: { event: { id: night.id }, registration: { id: guest.id, email: guest.email } },
    })
    const told = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(guest.email) && m.subject === 'Makers Pub Night: you are no longer on the list for Ledger Night',
    )
    expect(calendarOfMail(told)).toContain('METHOD:CANCEL')

    // Deleting the night takes Stella's row with it: one event.deleted, no removal of her.
    expect((await master.delete(`/api/events/${night.id}`)).status).toBe(200)
    const after = await arrivals('/cms-delete', 2)
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/cms-delete').map((hook) => verified(hook, endpoint.secret).type)).toEqual([
      'registration.removed',
      'event.deleted',
    ])
    expect(after[1].body).not.toContain(stays.email)
  })

  it("carry every host's nights to the master's endpoints: every night's, and one night's", async () => {
    const everyNight = await addEndpoint(master, '/organiser', ['registration.created'])
    const hosted = await createEvent(owner.client)
    const theirs = await createEvent(otherHost.client)
    const oneNight = await addEndpoint(master, '/organiser-one', ['registration.created'], theirs.id)
    const guest = await register(server, hosted.id)
    const theirGuest = await register(server, theirs.id)
    const heard = await arrivals('/organiser', 2)
    expect(heard.map((hook) => (verified(hook, everyNight.secret).data.registration as { id: unknown }).id).sort()).toEqual(
      [guest.id, theirGuest.id].sort(),
    )
    const [one] = await arrivals('/organiser-one', 1)
    expect(verified(one, oneNight.secret).data).toMatchObject({ event: { id: theirs.id }, registration: { id: theirGuest.id } })
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(receiver.to('/organiser-one')).toHaveLength(1)
    for (const endpoint of [everyNight, oneNight]) expect((await master.delete(`/api/webhooks/${endpoint.id}`)).status).toBe(200)
  })

  it('follow the waitlist, moves and publication', async () => {
    // Made before the endpoint, so its own publication is not heard.
    const other = await createEvent(owner.client)
    const endpoint = await addEndpoint(owner.client, '/seats', [
      'waitlist.joined',
      'waitlist.promoted',
      'registration.moved',
      'event.published',
    ])
    const small = await createEvent(owner.client, { maxAttendees: 1, status: 'draft' })
    expect((await owner.client.post(`/api/events/${small.id}/publish`)).status).toBe(200)
    const first = await register(server, small.id)
    const waiting = {
      name: 'Walt Wait',
      email: `walt.${Date.now()}@example.com`,
      company: 'Queue Ltd',
      website: '',
      formFillMs: 5000,
    }
    expect((await anonymous().post(`/api/events/${small.id}/waitlist`, waiting)).status).toBe(201)
    expect((await owner.client.post(`/api/events/${small.id}/attendees/${first.id}/move`, { toEventId: other.id })).status).toBe(
      200,
    )
    const hooks = await arrivals('/seats', 4)
    const bodies = hooks.map((hook) => verified(hook, endpoint.secret))
    expect(bodies.map((body) => body.type).sort()).toEqual([
      'event.published',
      'registration.moved',
      'waitlist.joined',
      'waitlist.promoted',
    ])
    const moved = bodies.find((body) => body.type === 'registration.moved')!
    expect(moved.data).toMatchObject({
      event: { id: other.id },
      // The row at the night left, which the move deleted: a copy of that night's list drops it by this id.
      from: { id: small.id, registrationId: first.id },
      registration: { email: first.email },
    })
    expect((moved.data as { registration: { id: unknown } }).registration.id).not.toEqual(first.id)
    const promoted = bodies.find((body) => body.type === 'waitlist.promoted')!
    expect(promoted.data).toMatchObject({ registration: { name: 'Walt Wait', status: 'registered' } })
  })

  it('tell a night called off: archiving is an event.updated that says archived', async () => {
    const night = await createEvent(owner.client)
    const endpoint = await addEndpoint(owner.client, '/called-off', ['event.updated'], night.id)
    const current = (await owner.client.get(`/api/events/${night.id}`)).body as object
    expect((await owner.client.patch(`/api/events/${night.id}`, { ...current, name: 'Renamed Night' })).status).toBe(200)
    const renamed = verified((await arrivals('/called-off', 1))[0], endpoint.secret)
    expect(renamed.data).toMatchObject({ event: { id: night.id, name: 'Renamed Night', status: 'published', archived: false } })
    expect((await owner.client.patch(`/api/events/${night.id}/archive`)).status).toBe(200)
    const archived = verified((await arrivals('/called-off', 2))[1], endpoint.secret)
    expect(archived.type).toBe('event.updated')
    expect(archived.data).toMatchObject({ event: { id: night.id, status: 'published', archived: true } })
  })

  it('tell a night taken back to a draft, and its deletion afterwards', async () => {
    const night = await createEvent(owner.client)
    const endpoint = await addEndpoint(owner.client, '/unpublished', ['event.updated', 'event.deleted'], night.id)
    const current = (await owner.client.get(`/api/events/${night.id}`)).body as object
    expect((await owner.client.patch(`/api/events/${night.id}`, { ...current, status: 'draft' })).status).toBe(200)
    const drafted = verified((await arrivals('/unpublished', 1))[0], endpoint.secret)
    expect([drafted.type, drafted.data]).toEqual([
      'event.updated',
      expect.objectContaining({ event: expect.objectContaining({ id: night.id, status: 'draft' }) }),
    ])
    expect((await master.delete(`/api/events/${night.id}`)).status).toBe(200)
    const deleted = verified((await arrivals('/unpublished', 2))[1], endpoint.secret)
    expect(deleted.type).toBe('event.deleted')
  })

  it('tell a move at the night left too: its own endpoint hears the move, a co-host of that night only a removal', async () => {
    const left = await createEvent(owner.client, { name: 'Night Left' })
    const joined = await createEvent(owner.client, { name: 'Night Joined' })
    const cohost = await createHost(server, { name: 'Cora Cohost' })
    expect((await owner.client.post(`/api/events/${left.id}/team`, { email: cohost.email })).status).toBe(201)
    const types = ['registration.moved', 'registration.removed']
    const ownersOfLeft = await addEndpoint(owner.client, '/left-owner', types, left.id)
    const ownersOfJoined = await addEndpoint(owner.client, '/joined-owner', types, joined.id)
    const cohostsOfLeft = await addEndpoint(cohost.client, '/left-cohost', types, left.id)
    const joinedCohost = await createHost(server, { name: 'Jo Joinedonly' })
    expect((await owner.client.post(`/api/events/${joined.id}/team`, { email: joinedCohost.email })).status).toBe(201)
    const cohostsOfJoined = await addEndpoint(joinedCohost.client, '/joined-cohost', types, joined.id)
    const guest = await register(server, left.id)
    expect((await owner.client.post(`/api/events/${left.id}/attendees/${guest.id}/move`, { toEventId: joined.id })).status).toBe(
      200,
    )

    for (const [path, endpoint] of [
      ['/left-owner', ownersOfLeft],
      ['/joined-owner', ownersOfJoined],
    ] as const) {
      const [hook] = await arrivals(path, 1)
      expect(verified(hook, endpoint.secret)).toMatchObject({
        type: 'registration.moved',
        data: { event: { id: joined.id }, from: { id: left.id, registrationId: guest.id }, registration: { email: guest.email } },
      })
    }
    // The co-host of the night left only: the person left their night; the other night is not theirs to hear of.
    const [removal] = await arrivals('/left-cohost', 1)
    const body = verified(removal, cohostsOfLeft.secret)
    expect(body).toMatchObject({ type: 'registration.removed', data: { event: { id: left.id }, registration: { id: guest.id } } })
    expect(JSON.stringify(body)).not.toContain('Night Joined')
    // The co-host of the night joined only hears the move, the night left named by its id alone (decision 565).
    const [arrival] = await arrivals('/joined-cohost', 1)
    const heard = verified(arrival, cohostsOfJoined.secret)
    expect(heard).toMatchObject({
      type: 'registration.moved',
      data: {
        event: { id: joined.id, name: 'Night Joined' },
        from: { id: left.id, name: null, date: null, endDate: null, timezone: null, city: null, registrationId: null },
        registration: { email: guest.email },
      },
    })
    expect(JSON.stringify(heard)).not.toContain('Night Left')
    await server.jobs!.webhooks.drain()
    for (const path of ['/left-owner', '/joined-owner', '/left-cohost', '/joined-cohost'])
      expect(receiver.to(path)).toHaveLength(1)
  })

  it("tell a night's deletion, to its team's endpoints only", async () => {
    const night = await createEvent(owner.client, { name: 'Going Away' })
    const endpoint = await addEndpoint(owner.client, '/deleted', ['event.deleted'])
    const theirs = await addEndpoint(otherHost.client, '/deleted-theirs', ['event.deleted'])
    expect((await master.delete(`/api/events/${night.id}`)).status).toBe(200)
    const [hook] = await arrivals('/deleted', 1)
    expect(verified(hook, endpoint.secret)).toMatchObject({
      type: 'event.deleted',
      data: { event: { id: night.id, name: 'Going Away' } },
    })
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/deleted-theirs')).toEqual([])
    void theirs
  })

  it("tell a draft's deletion when its team had put people on it, and only then", async () => {
    const endpoint = await addEndpoint(owner.client, '/draft-deleted', ['registration.created', 'event.deleted'])
    const peopled = await createEvent(owner.client, { name: 'Draft With People', status: 'draft' })
    const empty = await createEvent(owner.client, { name: 'Draft Alone', status: 'draft' })
    const added = await owner.client.post<{ attendee: { id: unknown } }>(`/api/events/${peopled.id}/attendees`, {
      name: 'Dora Draft',
      email: `dora.${Date.now()}@example.com`,
      company: 'Draftco',
    })
    expect(added.status).toBe(201)
    const [created] = await arrivals('/draft-deleted', 1)
    expect(verified(created, endpoint.secret)).toMatchObject({
      type: 'registration.created',
      data: { event: { id: peopled.id } },
    })
    expect((await master.delete(`/api/events/${empty.id}`)).status).toBe(200)
    expect((await master.delete(`/api/events/${peopled.id}`)).status).toBe(200)
    const [, deleted] = await arrivals('/draft-deleted', 2)
    expect(verified(deleted, endpoint.secret)).toMatchObject({ type: 'event.deleted', data: { event: { id: peopled.id } } })
    await server.jobs!.webhooks.drain()
    // The draft nobody was put on was never heard of: its deletion says nothing.
    expect(receiver.to('/draft-deleted')).toHaveLength(2)
  })

  it('announcing a check-in undone before its retry are not sent after all; the log says why', async () => {
    const endpoint = await addEndpoint(owner.client, '/undone', ['checkin.created'])
    receiver.plan('/undone', { status: 503 }, { status: 204 })
    const night = await createEvent(owner.client)
    const guest = await register(server, night.id)
    expect((await owner.client.post(`/api/events/${night.id}/check-ins`, { attendeeId: guest.id })).status).toBe(201)
    const log = async () => (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
    // The first try refused, the retry a second away (WEBHOOK_RETRY_SECONDS): the door undoes the check-in meanwhile.
    await waitFor(
      async () => (await log())[0]?.attempts === 1 && (await log())[0]?.status === 'pending',
      10_000,
      'a retry waiting',
    )
    expect((await owner.client.delete(`/api/events/${night.id}/check-ins/${guest.id}`)).status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 1500))
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/undone')).toHaveLength(1)
    expect(await log()).toEqual([
      expect.objectContaining({
        type: 'checkin.created',
        status: 'failed',
        attempts: 1,
        lastError: 'withdrawn: the check-in was undone',
      }),
    ])
    // Not by hand either: the host working through the failed rows after an outage would send a
    // visit that did not happen.
    const [withdrawn] = await log()
    // Not offered either (decision 608).
    expect(withdrawn.redeliverable).toBe(false)
    const redelivered = await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${withdrawn.id}/redeliver`)
    expect([redelivered.status, (redelivered.body as { message?: string }).message]).toEqual([409, messages.deliveryWithheld])
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/undone')).toHaveLength(1)
    expect((await log())[0]).toMatchObject({ status: 'failed', lastError: 'withdrawn: the check-in was undone' })
  })

  it('an ordinary failed delivery is sent again by hand; a check-in undone after its delivery failed for good is not (decision 593)', async () => {
    const endpoint = await addEndpoint(owner.client, '/failing', ['registration.created', 'checkin.created'])
    receiver.plan('/failing', ...Array.from({ length: 6 }, () => ({ status: 503 })))
    const night = await createEvent(owner.client)
    const guest = await register(server, night.id)
    expect((await owner.client.post(`/api/events/${night.id}/check-ins`, { attendeeId: guest.id })).status).toBe(201)
    const log = async () => (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
    await waitFor(
      async () => (await log()).length === 2 && (await log()).every((row) => row.status === 'failed'),
      20_000,
      'both failed for good',
    )
    expect((await owner.client.delete(`/api/events/${night.id}/check-ins/${guest.id}`)).status).toBe(200)
    const checkIn = (await log()).find((row) => row.type === 'checkin.created')!
    const registration = (await log()).find((row) => row.type === 'registration.created')!
    expect(checkIn).toMatchObject({ status: 'failed', lastError: webhookReasons.withdrawnUndone(), redeliverable: false })
    expect(registration.redeliverable).toBe(true)
    const redeliver = (row: DeliveryDto) => owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${row.id}/redeliver`)
    const refused = await redeliver(checkIn)
    expect([refused.status, (refused.body as { message?: string }).message]).toEqual([409, messages.deliveryWithheld])
    // A row held back before the log marked such rows: the undone check-in itself still refuses it.
    await server.payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { messageId: { equals: checkIn.id } },
      data: { lastError: webhookReasons.attemptsFailed(3) },
    })
    expect((await redeliver(checkIn)).status).toBe(409)
    // The registration's own failed delivery goes again.
    expect(registration.lastError).not.toBeNull()
    expect((await redeliver(registration)).status).toBe(202)
  })

  it('a registration failed for good is not sent again by hand once the person was removed (decision 600)', async () => {
    const endpoint = await addEndpoint(owner.client, '/failing-removed', ['registration.created'])
    receiver.plan('/failing-removed', ...Array.from({ length: 3 }, () => ({ status: 503 })))
    const night = await createEvent(owner.client)
    const guest = await register(server, night.id)
    const log = async () => (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
    await waitFor(async () => (await log())[0]?.status === 'failed', 20_000, 'the registration failed for good')
    expect((await log())[0].redeliverable).toBe(true)
    expect((await owner.client.delete(`/api/events/${night.id}/attendees/${guest.id}`)).status).toBe(200)
    const [created] = await log()
    // The log no longer offers it (decision 608), and the server refuses it all the same.
    expect(created.redeliverable).toBe(false)
    const refused = await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/${created.id}/redeliver`)
    // Sent now, it would put the person back on the receiver's list after they left it.
    expect([refused.status, (refused.body as { message?: string }).message]).toEqual([409, messages.deliveryWithheld])
    expect((await log())[0]).toMatchObject({ status: 'failed' })
  })

  it('are retried under the same id until a 2xx; the log shows it and a redelivery keeps the id', async () => {
    const endpoint = await addEndpoint(owner.client, '/flaky', ['registration.created'])
    receiver.plan('/flaky', { status: 500, body: 'x'.repeat(5000) }, { status: 503 }, { status: 204 })
    const night = await createEvent(owner.client)
    await register(server, night.id)
    const tries = await arrivals('/flaky', 3)
    expect(new Set(tries.map((hook) => hook.headers['webhook-id'])).size).toBe(1)
    for (const hook of tries) verified(hook, endpoint.secret)
    expect(tries[1].at - tries[0].at).toBeGreaterThanOrEqual(900)
    let log: DeliveryDto[] = []
    await waitFor(
      async () => {
        log = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
        return log[0]?.status === 'succeeded'
      },
      10_000,
      'the delivery recorded',
    )
    expect(log).toEqual([
      {
        id: tries[0].headers['webhook-id'],
        type: 'registration.created',
        status: 'succeeded',
        attempts: 3,
        lastStatus: 204,
        lastError: null,
        nextAttemptAt: null,
        createdAt: expect.any(String),
        redeliverable: true,
      },
    ])
    const redelivered = await owner.client.post<{ id: string }>(`/api/webhooks/${endpoint.id}/deliveries/${log[0].id}/redeliver`)
    expect(redelivered.status).toBe(202)
    expect(redelivered.body.id).toBe(log[0].id)
    const again = await arrivals('/flaky', 4)
    expect(again[3].headers['webhook-id']).toBe(log[0].id)
    expect(verified(again[3], endpoint.secret).type).toBe('registration.created')
    expect((await owner.client.post(`/api/webhooks/${endpoint.id}/deliveries/msg_unknown/redeliver`)).status).toBe(404)

    // A token that may only manage endpoints could point this one elsewhere and redeliver 30 days of
    // registrants there: redelivering reads the people too (decision 560).
    const path = `/api/webhooks/${endpoint.id}/deliveries/${log[0].id}/redeliver`
    const manageOnly = await owner.client.post<TokenCreatedDto>('/api/tokens', { name: 'Hooks', scopes: ['webhooks:manage'] })
    const refused = await bearer<ApiError>(server.url, manageOnly.body.token, 'POST', path)
    expect([refused.status, refused.body.message]).toEqual([403, messages.tokenOutOfScope])
    const both = await owner.client.post<TokenCreatedDto>('/api/tokens', {
      name: 'CRM',
      scopes: ['webhooks:manage', 'attendees:read'],
    })
    expect((await bearer(server.url, both.body.token, 'POST', path)).status).toBe(202)
    await arrivals('/flaky', 5)
  })

  it('are never sent unsigned: a secret the server can no longer read stops the delivery', async () => {
    const endpoint = await addEndpoint(owner.client, '/unreadable', ['event.updated'])
    // Sealed under another PAYLOAD_SECRET, as after the server's secret was changed.
    await server.payload.update({
      collection: 'webhook-endpoints',
      id: endpoint.id,
      data: { secretSealed: sealWebhookSecret(newWebhookSecret(), 'another-payload-secret-of-32-chars!') },
      overrideAccess: true,
    })
    expect((await owner.client.post(`/api/webhooks/${endpoint.id}/test`)).status).toBe(202)
    let log: DeliveryDto[] = []
    await waitFor(
      async () => {
        log = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
        return Boolean(log[0]?.lastError)
      },
      10_000,
      'the attempt recorded',
    )
    expect(log[0].lastError).toBe(webhookReasons.unsigned())
    expect(receiver.to('/unreadable')).toEqual([])
    // A new secret, sealed under the server's own, sends again.
    const rotated = await owner.client.post<WebhookCreatedDto>(`/api/webhooks/${endpoint.id}/rotate-secret`)
    expect((await owner.client.post(`/api/webhooks/${endpoint.id}/test`)).status).toBe(202)
    const [hook] = await arrivals('/unreadable', 1)
    expect(verified(hook, rotated.body.secret).type).toBe('webhook.test')
  })

  it('keep at most the first kilobyte of an answer', async () => {
    const rows = await server.payload.find({
      collection: 'webhook-deliveries',
      where: { type: { equals: 'registration.created' } },
      overrideAccess: true,
      limit: 100,
    })
    for (const row of rows.docs) expect((row.lastResponse ?? '').length).toBeLessThanOrEqual(1024)
  })

  it('send a test delivery on request', async () => {
    const endpoint = await addEndpoint(owner.client, '/test', ['event.updated'])
    const sent = await owner.client.post<{ id: string }>(`/api/webhooks/${endpoint.id}/test`)
    expect(sent.status).toBe(202)
    const [hook] = await arrivals('/test', 1)
    expect(hook.headers['webhook-id']).toBe(sent.body.id)
    expect(verified(hook, endpoint.secret).type).toBe('webhook.test')
  })

  it('go out again under the same id when the process sending them died mid-attempt (its lease ran out)', async () => {
    const endpoint = await addEndpoint(owner.client, '/lease', ['event.updated'])
    const sent = await owner.client.post<{ id: string }>(`/api/webhooks/${endpoint.id}/test`)
    await arrivals('/lease', 1)
    // As a worker killed between claiming the row and recording the answer leaves it.
    const minuteAgo = new Date(Date.now() - 60_000).toISOString()
    await server.payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { messageId: { equals: sent.body.id } },
      data: { status: 'sending', claimedAt: minuteAgo, nextAttemptAt: minuteAgo },
      returning: false,
    })
    // Leases are taken back every 5 s (cms/modules/webhooks/sender.ts), not at every round.
    const again = await arrivals('/lease', 2, 20_000)
    expect(again.map((hook) => hook.headers['webhook-id'])).toEqual([sent.body.id, sent.body.id])
  })

  it('sign with both secrets while one is rotated', async () => {
    const endpoint = await addEndpoint(owner.client, '/rotate', ['event.updated'])
    const rotated = await owner.client.post<WebhookCreatedDto>(`/api/webhooks/${endpoint.id}/rotate-secret`)
    expect(rotated.status).toBe(200)
    expect(rotated.body.secret).not.toBe(endpoint.secret)
    await owner.client.post(`/api/webhooks/${endpoint.id}/test`)
    const [hook] = await arrivals('/rotate', 1)
    expect(String(hook.headers['webhook-signature']).split(' ')).toHaveLength(2)
    expect(verified(hook, endpoint.secret).type).toBe('webhook.test')
    expect(verified(hook, rotated.body.secret).type).toBe('webhook.test')
  })

  it('turn the endpoint off at a 410 and tell its owner', async () => {
    const endpoint = await addEndpoint(owner.client, '/gone', ['registration.created'])
    receiver.plan('/gone', { status: 410 })
    const night = await createEvent(owner.client)
    await register(server, night.id)
    await arrivals('/gone', 1)
    const mail = await smtp.waitFor(
      (m) =>
        m.envelopeTo.includes(owner.email) &&
        /webhook endpoint was turned off/.test(m.subject ?? '') &&
        (m.text ?? '').includes(receiver.url('/gone')),
    )
    expect(mail.text).toContain('the receiver answered 410 Gone')
    const listed = (await owner.client.get<WebhookDto[]>('/api/webhooks')).body.find((hook) => hook.id === endpoint.id)!
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'the receiver answered 410 Gone' })
    await register(server, night.id)
    await server.jobs!.webhooks.drain()
    expect(receiver.to('/gone')).toHaveLength(1)
  })

  it('turn the endpoint off when the last retry fails, and tell its owner', async () => {
    const endpoint = await addEndpoint(owner.client, '/down', ['registration.created'])
    receiver.plan('/down', { status: 500 })
    const night = await createEvent(owner.client)
    await register(server, night.id)
    await arrivals('/down', 3)
    await waitFor(
      async () => {
        const hooks = (await owner.client.get<WebhookDto[]>('/api/webhooks')).body
        return hooks.find((hook) => hook.id === endpoint.id)?.enabled === false
      },
      10_000,
      'the endpoint turned off',
    )
    await smtp.waitFor((m) => m.envelopeTo.includes(owner.email) && (m.text ?? '').includes(receiver.url('/down')))
    const log = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
    expect(log[0]).toMatchObject({ status: 'failed', attempts: 3, lastStatus: 500 })
  })

  it('log a connection nobody answers by its kind, which the dashboard says in its reader’s language', async () => {
    const closed = await freePort()
    const made = await owner.client.post<WebhookCreatedDto>('/api/webhooks', {
      url: `https://localhost:${closed}/nobody`,
      events: ['registration.created'],
    })
    expect(made.status).toBe(201)
    const night = await createEvent(owner.client)
    await register(server, night.id)
    let log: DeliveryDto[] = []
    await waitFor(
      async () => {
        log = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${made.body.id}/deliveries`)).body
        return Boolean(log[0]?.lastError)
      },
      10_000,
      'the failed attempt logged',
    )
    // Node's "connect ECONNREFUSED 127.0.0.1:…" was English prose; the log keeps a stable reason (contract/webhookReasons.ts).
    expect(log[0].lastError).toBe(webhookReasons.connectionRefused('ECONNREFUSED'))
    expect(readWebhookReason(log[0].lastError ?? '')).toEqual({ kind: 'connectionRefused', values: { code: 'ECONNREFUSED' } })
  })

  it('never follow a redirect', async () => {
    const endpoint = await addEndpoint(owner.client, '/moved', ['registration.created'])
    receiver.plan('/moved', { status: 302, headers: { Location: 'http://169.254.169.254/latest/meta-data/' } })
    const night = await createEvent(owner.client)
    await register(server, night.id)
    await arrivals('/moved', 1)
    await waitFor(
      async () => {
        const log = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
        return log[0]?.lastStatus === 302
      },
      10_000,
      'the redirect recorded as an answer',
    )
    const log = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries`)).body
    expect(log[0].status).not.toBe('succeeded')
  })
})

describe('the delivery log', () => {
  it('reads 30 days page by page, newest first, each delivery once, the next page named in a Link header', async () => {
    const endpoint = await addEndpoint(owner.client, '/log-pages', ['registration.created'])
    // 205 deliveries of the last days, many written in the same millisecond as one change to many
    // people writes them, and one older than the log keeps.
    const now = Date.now()
    const at = (i: number) => new Date(now - 3_600_000 - Math.floor(i / 50) * 60_000).toISOString()
    for (let i = 0; i < 205; i++)
      await server.payload.db.create({
        collection: 'webhook-deliveries',
        data: {
          endpointId: String(endpoint.id),
          messageId: `msg_log${i}`,
          type: 'registration.created',
          body: '{}',
          status: 'succeeded',
          attempts: 1,
          lastStatus: 200,
          createdAt: at(i),
          updatedAt: at(i),
        },
      })
    const old = new Date(now - 31 * 86_400_000).toISOString()
    await server.payload.db.create({
      collection: 'webhook-deliveries',
      data: {
        endpointId: String(endpoint.id),
        messageId: 'msg_old',
        type: 'registration.created',
        body: '{}',
        status: 'succeeded',
        createdAt: old,
        updatedAt: old,
      },
    })

    const pages: DeliveryDto[][] = []
    let next: string | null = `/api/webhooks/${endpoint.id}/deliveries`
    while (next) {
      const page: { status: number; body: DeliveryDto[]; headers: Headers } = await owner.client.get<DeliveryDto[]>(next)
      expect(page.status).toBe(200)
      pages.push(page.body)
      next = /^<([^>]+)>; rel="next"$/.exec(page.headers.get('link') ?? '')?.[1] ?? null
    }
    expect(pages.map((page) => page.length)).toEqual([100, 100, 5])
    const ids = pages.flat().map((delivery) => delivery.id)
    expect(new Set(ids).size).toBe(205)
    expect(ids).not.toContain('msg_old')
    const times = pages.flat().map((delivery) => Date.parse(delivery.createdAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))

    // Only its owner reads it, and a page is a whole number from 1.
    expect((await otherHost.client.get(`/api/webhooks/${endpoint.id}/deliveries?page=2`)).status).toBe(404)
    for (const page of ['0', '-1', '1.5', 'two', '1&page=2']) {
      const refused = await owner.client.get(`/api/webhooks/${endpoint.id}/deliveries?page=${page}`)
      expect([page, refused.status, refused.body]).toEqual([
        page,
        400,
        { message: messages.deliveryPageInvalid, errors: { page: messages.deliveryPageInvalid } },
      ])
    }
    expect((await owner.client.get<DeliveryDto[]>(`/api/webhooks/${endpoint.id}/deliveries?page=9`)).body).toEqual([])
  })
})

describe('targets', () => {
  it.each([
    'https://169.254.169.254/latest/meta-data/',
    'http://169.254.169.254/',
    'https://10.0.0.8/hook',
    'https://192.168.1.20/hook',
    'https://172.16.5.4/hook',
    'https://[::ffff:169.254.169.254]/',
    // IPv4 inside IPv6 in the forms the URL parser rewrites to hex, and Teredo's.
    'https://[::169.254.169.254]/',
    'https://[::a9fe:a9fe]/',
    'https://[::ffff:0:a9fe:a9fe]/',
    'https://[::ffff:0:10.0.0.8]/',
    'https://[2001::a9fe:a9fe]/',
    'https://[fe80::1]/',
    'https://[fd00::1]/',
    'https://224.0.0.1/',
    'https://0.0.0.0/',
  ])('refuse %s even with WEBHOOKS_ALLOW_LOCAL', async (url) => {
    const refused = await owner.client.post<ApiError>('/api/webhooks', { url, events: ['event.updated'] })
    expect(refused.status).toBe(400)
    expect(refused.body.errors?.url).toBeDefined()
  })
})

describe('a receiver that hangs', () => {
  it('slows and fails no registration', async () => {
    const hook = await addEndpoint(owner.client, '/hang', ['registration.created'])
    receiver.plan('/hang', 'hang')
    const night = await createEvent(owner.client)
    const registration = (i: number) =>
      anonymous().post(`/api/events/${night.id}/attendees`, {
        name: `Rush ${i}`,
        email: `rush.${i}.${Date.now()}@example.com`,
        company: 'Rush',
        website: '',
        formFillMs: 5000,
      })
    // The receiver now holds a delivery open, and holds every later one too.
    expect((await registration(0)).status).toBe(201)
    await arrivals('/hang', 1)
    // Being sent: the log offers no redelivery of it (decision 608).
    const [held] = (await owner.client.get<DeliveryDto[]>(`/api/webhooks/${hook.id}/deliveries`)).body
    expect(held).toMatchObject({ status: 'sending', redeliverable: false })
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => registration(i + 1)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(201))
    // One more while deliveries hang: answered well within the receiver's 10 s, so it waited for none.
    const started = Date.now()
    expect((await registration(11)).status).toBe(201)
    expect(Date.now() - started).toBeLessThan(5000)
    expect(receiver.to('/hang').length).toBeGreaterThanOrEqual(1)
  })

  it("holds only its own share of the sender: everyone else's deliveries keep going out", async () => {
    await addEndpoint(owner.client, '/stuck', ['registration.created'])
    receiver.plan('/stuck', 'hang')
    const stuckNight = await createEvent(owner.client)
    for (let i = 0; i < 8; i++) await register(server, stuckNight.id, { name: `Stuck ${i}` })
    // Four attempts hang open (the endpoint's share); the other four wait their turn.
    await arrivals('/stuck', 4)
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect(receiver.to('/stuck')).toHaveLength(4)
    // Another host's night, registered while those hang: delivered long before they time out (10 s).
    await addEndpoint(otherHost.client, '/prompt', ['registration.created'])
    const otherNight = await createEvent(otherHost.client)
    const started = Date.now()
    await register(server, otherNight.id, { name: 'Prompt Person' })
    await arrivals('/prompt', 1, 5_000)
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describe('without WEBHOOKS_ALLOW_LOCAL', () => {
  let strict: TestServer
  let host: Awaited<ReturnType<typeof createHost>>
  beforeAll(async () => {
    strict = await startTestServer({ WEBHOOK_RETRY_SECONDS: '1' })
    host = await createHost(strict)
  })
  afterAll(() => strict.stop())

  it('refuses a name resolving to 127.0.0.1, loopback addresses and plain http', async () => {
    for (const url of [
      `https://localhost:${receiver.port}/`,
      `https://127.0.0.1:${receiver.port}/`,
      'https://[::1]/',
      'https://[::7f00:1]/',
      'https://[::ffff:0:127.0.0.1]/',
      receiver.url('/x'),
    ]) {
      const refused = await host.client.post('/api/webhooks', { url, events: ['registration.created'] })
      expect(refused.status).toBe(400)
    }
  })

  it('checks the address again at each delivery: a target that now resolves inside gets nothing', async () => {
    // Stored behind the API's back, as if its name had resolved outside when it was saved.
    const night = await createEvent(host.client)
    const endpoint = await strict.payload.create({
      collection: 'webhook-endpoints',
      data: {
        owner: host.id,
        url: `https://localhost:${receiver.port}/rebound`,
        events: ['registration.created'],
        enabled: true,
        secretSealed: 'x',
      },
      overrideAccess: true,
    })
    await register(strict, night.id)
    let refusal = ''
    await waitFor(
      async () => {
        const rows = await strict.payload.find({
          collection: 'webhook-deliveries',
          where: { endpointId: { equals: String(endpoint.id) } },
          overrideAccess: true,
        })
        refusal = rows.docs[0]?.lastError ?? ''
        return /refused/.test(refusal)
      },
      15_000,
      'the delivery refused',
    )
    // A reason of ours, so a host's dashboard says it in the host's language.
    expect(readWebhookReason(refusal)).toEqual({ kind: 'notPublic', values: { host: 'localhost', address: expect.any(String) } })
    expect(receiver.to('/rebound')).toEqual([])
  })
})
