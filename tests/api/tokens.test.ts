import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent, createHost, signInMaster } from '../support/actors'
import { register } from '../support/nights'
import { bearer } from '../support/bearer'
import { waitFor } from '../support/waiting'
import { startTestServer, type TestServer } from '../support/testServer'
import type { TokenCreatedDto, TokenDto } from '../../contract/tokens'
import type { ApiError } from '../../contract/types'

/**
 * API tokens over real HTTP (docs/api.md "Tokens, webhooks, OpenAPI"): made by a signed-in
 * host, shown once and stored hashed, acting as their user within their scopes on the same
 * routes and rules, revoked and expired at once, without Origin, under their own rate limit.
 */
const REQUESTS_PER_MINUTE = 25
let server: TestServer
let owner: Awaited<ReturnType<typeof createHost>>
let otherHost: Awaited<ReturnType<typeof createHost>>
let night: { id: string | number }
let othersNight: { id: string | number }

beforeAll(async () => {
  server = await startTestServer({ API_TOKEN_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE) })
  owner = await createHost(server)
  otherHost = await createHost(server)
  night = await createEvent(owner.client, { name: 'Token Night' })
  othersNight = await createEvent(otherHost.client, { name: 'Not Yours' })
})
afterAll(() => server.stop())

async function makeToken(client: Client, scopes: string[], extra: Record<string, unknown> = {}) {
  const made = await client.post<TokenCreatedDto>('/api/tokens', { name: `Tool ${scopes.join('+')}`, scopes, ...extra })
  expect(made.status).toBe(201)
  return made.body
}
const call = <T = unknown>(token: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  bearer<T>(server.url, token, method, path, body, headers)

describe('making tokens', () => {
  it('needs a signed-in, approved account and valid fields', async () => {
    expect((await new Client(server.url).post('/api/tokens', { name: 'x', scopes: ['events:read'] })).status).toBe(401)
    const pending = await createHost(server, { approve: false })
    expect((await pending.client.post('/api/tokens', { name: 'x', scopes: ['events:read'] })).status).toBe(401)
    const unknown = await owner.client.post<ApiError>('/api/tokens', { name: 'x', scopes: ['events:write'] })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errors).toEqual({ 'scopes.0': 'Unknown scope' })
    expect((await owner.client.post('/api/tokens', { name: 'x', scopes: [] })).status).toBe(400)
    expect((await owner.client.post('/api/tokens', { name: '', scopes: ['events:read'] })).status).toBe(400)
    expect((await owner.client.post('/api/tokens', { name: 'x', scopes: ['events:read'], expiresInDays: 0 })).status).toBe(400)
  })

  it('shows the token once; the list names, scopes, dates and last use but never the token', async () => {
    const made = await makeToken(owner.client, ['events:read', 'attendees:read'], { expiresInDays: 30 })
    expect(made).toEqual({
      id: expect.anything(),
      name: 'Tool events:read+attendees:read',
      scopes: ['events:read', 'attendees:read'],
      token: expect.stringMatching(/^mpn_[A-Za-z0-9_-]{43}$/),
      expiresAt: expect.any(String),
    })
    expect(Date.parse(made.expiresAt!) - Date.now()).toBeGreaterThan(29.9 * 86_400_000)
    let listed = await owner.client.get<TokenDto[]>('/api/tokens')
    expect(listed.status).toBe(200)
    expect(listed.text).not.toContain(made.token)
    expect(listed.body.find((token) => token.id === made.id)).toEqual({
      id: made.id,
      name: made.name,
      scopes: made.scopes,
      createdAt: expect.any(String),
      lastUsedAt: null,
      expiresAt: made.expiresAt,
    })
    expect((await call(made.token, 'GET', '/api/user')).status).toBe(200)
    await waitFor(
      async () => {
        listed = await owner.client.get<TokenDto[]>('/api/tokens')
        return typeof listed.body.find((token) => token.id === made.id)?.lastUsedAt === 'string'
      },
      10_000,
      'the last use recorded',
    )
    // Another person's list does not show it.
    expect((await otherHost.client.get<TokenDto[]>('/api/tokens')).body.map((token) => token.id)).not.toContain(made.id)
  })

  it('stores only the SHA-256 of the token, hidden from the CMS', async () => {
    const made = await makeToken(owner.client, ['events:read'])
    const rows = await server.payload.find({
      collection: 'api-tokens',
      where: { id: { equals: made.id } },
      showHiddenFields: true,
      overrideAccess: true,
    })
    expect(rows.docs[0].tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'))
    expect(JSON.stringify(rows.docs[0])).not.toContain(made.token)
    const master = await signInMaster(server)
    const cms = await master.get(`/cms/api/api-tokens/${made.id}`)
    expect(cms.status).toBe(200)
    expect(cms.text).not.toContain('tokenHash')
    expect(cms.text).not.toContain(made.token)
  })
})

describe('bearer requests', () => {
  it('act as the user within the scopes: 403 outside them, the same answers as the user elsewhere', async () => {
    const reader = await makeToken(owner.client, ['events:read'])
    const mine = await call<{ id: unknown }[]>(reader.token, 'GET', `/api/events/host/${owner.id}?status=current`)
    expect(mine.status).toBe(200)
    expect(mine.body.map((event) => event.id)).toContain(night.id)
    // The same route for another host: what the host's own session gets.
    const asSession = await owner.client.get(`/api/events/host/${otherHost.id}`)
    expect((await call(reader.token, 'GET', `/api/events/host/${otherHost.id}`)).status).toBe(asSession.status)
    expect(asSession.status).toBe(403)
    // Outside the scope: attendees, writes, the token routes themselves.
    const refused = await call<ApiError>(reader.token, 'GET', `/api/events/${night.id}/attendees`)
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe("This API token's scopes do not allow this request")
    expect((await call(reader.token, 'PATCH', `/api/events/${night.id}`, { name: 'Renamed' })).status).toBe(403)
    expect((await call(reader.token, 'GET', '/api/tokens')).status).toBe(403)
    expect((await call(reader.token, 'POST', '/api/tokens', { name: 'more', scopes: ['events:read'] })).status).toBe(403)
    expect((await call(reader.token, 'GET', `/API/EVENTS/${night.id}/ATTENDEES`)).status).toBe(403)
  })

  it("read a host's own attendees, never another host's night", async () => {
    const guest = await register(server, night.id, { name: 'Tara Token' })
    await register(server, othersNight.id, { name: 'Not For You' })
    const token = (await makeToken(owner.client, ['attendees:read'])).token
    const list = await call<{ id: unknown; name: string; email: string }[]>(token, 'GET', `/api/events/${night.id}/attendees`)
    expect(list.status).toBe(200)
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id: guest.id, name: 'Tara Token' })]))
    const theirs = await call(token, 'GET', `/api/events/${othersNight.id}/attendees`)
    const sessionAnswer = await owner.client.get(`/api/events/${othersNight.id}/attendees`)
    expect(theirs.status).toBe(sessionAnswer.status)
    expect([403, 404]).toContain(theirs.status)
    expect(theirs.text).not.toContain('Not For You')
    const csv = await call(token, 'GET', `/api/events/${night.id}/attendees/download`)
    expect(csv.status).toBe(200)
    expect(csv.text).toContain('Tara Token')
  })

  it('check people in without an Origin (or with a foreign one), only on their own nights', async () => {
    const guest = await register(server, night.id, { name: 'Dora Door' })
    const theirGuest = await register(server, othersNight.id, { name: 'Elsewhere' })
    const token = (await makeToken(owner.client, ['checkins:write'])).token
    const checkedIn = await call(token, 'POST', `/api/events/${night.id}/check-ins`, { attendeeId: guest.id })
    expect(checkedIn.status).toBe(201)
    const undone = await call(token, 'DELETE', `/api/events/${night.id}/check-ins/${guest.id}`, undefined, {
      Origin: 'https://evil.example',
    })
    expect(undone.status).toBe(200)
    const theirs = await call(token, 'POST', `/api/events/${othersNight.id}/check-ins`, { attendeeId: theirGuest.id })
    const sessionAnswer = await owner.client.post(`/api/events/${othersNight.id}/check-ins`, { attendeeId: theirGuest.id })
    expect(theirs.status).toBe(sessionAnswer.status)
    expect([403, 404]).toContain(theirs.status)
    // A cookie session still needs its Origin.
    const noOrigin = await fetch(`${server.url}/api/events/${night.id}/check-ins`, {
      method: 'POST',
      headers: { Cookie: owner.client.cookieHeader, Origin: 'https://evil.example', 'Content-Type': 'application/json' },
      body: JSON.stringify({ attendeeId: guest.id }),
    })
    expect(noOrigin.status).toBe(403)
  })

  it('act with the token only: a cookie sent beside it is ignored', async () => {
    const master = await signInMaster(server)
    const token = (await makeToken(owner.client, ['events:read'])).token
    const user = await call<{ id: unknown }>(token, 'GET', '/api/user', undefined, { Cookie: master.cookieHeader })
    expect(user.body.id).toBe(owner.id)
  })

  it('answer 401 for an unknown, malformed, revoked or expired token, at once', async () => {
    expect((await call('mpn_' + 'A'.repeat(43), 'GET', '/api/user')).status).toBe(401)
    expect((await call('not-a-token', 'GET', '/api/events')).status).toBe(401)
    expect((await call('', 'GET', '/api/events')).status).toBe(401)

    const made = await makeToken(owner.client, ['events:read'])
    expect((await call(made.token, 'GET', '/api/events')).status).toBe(200)
    expect((await otherHost.client.delete(`/api/tokens/${made.id}`)).status).toBe(404)
    expect((await owner.client.delete(`/api/tokens/${made.id}`)).status).toBe(200)
    const revoked = await call<ApiError>(made.token, 'GET', '/api/events')
    expect(revoked.status).toBe(401)
    expect(revoked.body.message).toBe('This API token is not valid (unknown, revoked or expired)')
    expect((await owner.client.delete(`/api/tokens/${made.id}`)).status).toBe(404)

    const expiring = await makeToken(owner.client, ['events:read'], { expiresInDays: 1 })
    expect((await call(expiring.token, 'GET', '/api/events')).status).toBe(200)
    await server.payload.db.updateOne({
      collection: 'api-tokens',
      id: expiring.id,
      data: { expiresAt: new Date(Date.now() - 1000).toISOString() },
      returning: false,
    })
    expect((await call(expiring.token, 'GET', '/api/events')).status).toBe(401)
  })

  it('stop when the account is no longer approved', async () => {
    const host = await createHost(server)
    const token = (await makeToken(host.client, ['events:read'])).token
    expect((await call(token, 'GET', '/api/user')).status).toBe(200)
    const master = await signInMaster(server)
    expect((await master.patch(`/api/hosts/${host.id}/approve`, { approved: false })).status).toBe(200)
    expect((await call(token, 'GET', '/api/user')).status).toBe(401)
  })

  it('have their own rate limit, per token, answering 429', async () => {
    const token = (await makeToken(owner.client, ['events:read'])).token
    const statuses: number[] = []
    for (let i = 0; i <= REQUESTS_PER_MINUTE; i++) statuses.push((await call(token, 'GET', '/api/user')).status)
    expect(statuses.slice(0, REQUESTS_PER_MINUTE).every((status) => status === 200)).toBe(true)
    expect(statuses[REQUESTS_PER_MINUTE]).toBe(429)
    // Another token, and the person's own session, are not held back.
    expect((await call((await makeToken(owner.client, ['events:read'])).token, 'GET', '/api/user')).status).toBe(200)
    expect((await owner.client.get('/api/user')).status).toBe(200)
  })
})
