import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import sharp from 'sharp'
import { Client } from '../support/client'
import { attendee, createEvent, createHost, signInMaster } from '../support/actors'
import { ADMIN, startTestServer, type TestServer } from '../support/testServer'
import type { ApiError, Id } from '../../contract/types'

/**
 * Payload's REST at /cms/api attacked over real HTTP as anonymous, a pending host, host A and
 * host B, in development and in production mode (docs/security.md, "Payload's REST").
 */
const modes = [
  ['development', { NODE_ENV: 'development' }],
  ['production', { NODE_ENV: 'production', PAYLOAD_SECRET: 'a-production-secret-that-is-long-enough-1234' }],
] as const

/** Signs in through Payload's own login route, as the CMS admin screen does. */
async function cmsLogin(server: TestServer, email: string, password: string) {
  const client = new Client(server.url)
  const response = await client.post('/cms/api/users/login', { email, password })
  return { client, response }
}

const sessionsOf = async (server: TestServer, email: string) => {
  const found = await server.payload.find({
    collection: 'users',
    where: { email: { equals: email } },
    showHiddenFields: true,
    depth: 0,
  })
  return ((found.docs[0] as { sessions?: unknown[] } | undefined)?.sessions ?? []).length
}

/** A real PNG with an HTML page appended: what a phishing upload looks like. */
async function pngWithHtml() {
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#336699' } })
    .png()
    .toBuffer()
  return Buffer.concat([png, Buffer.from('<html><meta http-equiv="refresh" content="0;url=https://evil.example"></html>')])
}

function mediaForm(file: Buffer, name: string, type = 'image/png') {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(file)], { type }), name)
  form.append('_payload', JSON.stringify({ alt: 'attack' }))
  return form
}

describe.each(modes)('/cms/api in %s mode', (_mode, overrides) => {
  let server: TestServer
  let anonymous: Client
  let master: Client
  let hostA: Awaited<ReturnType<typeof createHost>>
  let hostB: Awaited<ReturnType<typeof createHost>>
  let pending: Awaited<ReturnType<typeof createHost>>
  let eventA: { id: string | number }
  let eventB: { id: string | number }

  beforeAll(async () => {
    server = await startTestServer({ ...overrides })
    anonymous = new Client(server.url)
    master = await signInMaster(server)
    hostA = await createHost(server, { name: 'Host A' })
    hostB = await createHost(server, { name: 'Host B' })
    pending = await createHost(server, { approve: false, name: 'Pending Host' })
    eventA = await createEvent(hostA.client)
    eventB = await createEvent(hostB.client)
  })
  afterAll(() => server.stop())

  it('finding 1: nobody but the master admin queries through relations; hidden fields are refused even to the master', async () => {
    const probe = `/cms/api/events?where[and][0][hostId][equals]=1&where[and][1][hostId.sessions.id][greater_than_equal]=4&limit=0`
    const answer = await anonymous.get(probe)
    expect(answer.status).toBe(401)
    expect(answer.text).not.toContain('totalDocs')
    expect((await anonymous.get('/cms/api/access')).status).toBe(401)
    expect((await hostA.client.get(probe)).status).toBe(403)
    expect((await hostA.client.get('/cms/api/access')).status).toBe(403)
    for (const query of [
      'where[hostId.sessions.id][exists]=true',
      'where[hostId.sessions.createdAt][greater_than]=2000-01-01',
      'sort=hostId.hash',
      'sort=-hostId.salt',
      'sort=hostId.resetPasswordToken',
      'where[hostId.resetPasswordExpiration][exists]=true',
    ]) {
      const refused = await master.get(`/cms/api/events?${query}&limit=0`)
      expect([query, refused.status]).toEqual([query, 400])
      expect(refused.text).not.toContain('totalDocs')
    }
    // The master admin's ordinary queries still work.
    const ordinary = await master.get<{ totalDocs: number }>('/cms/api/events?where[hostId.name][like]=Host&sort=-date&limit=5')
    expect(ordinary.status).toBe(200)
    expect(ordinary.body.totalDocs).toBeGreaterThanOrEqual(2)
  })

  it("finding 2: a guesser locks only their own address and IP (no account-wide lockout to lift); unlock stays the master admin's", async () => {
    const { client: host, response } = await cmsLogin(server, hostA.email, hostA.password)
    expect(response.status).toBe(200)
    const guesser = new Client(server.url)
    for (let attempt = 0; attempt < 5; attempt++)
      await guesser.post('/api/login', { email: ADMIN.email, password: 'wrong-password-' + attempt })
    expect((await guesser.post('/api/login', { email: ADMIN.email, password: ADMIN.password })).status).toBe(429)
    // The account itself is not locked: no counter is kept on it (tests/security/publicText.test.ts
    // signs the owner in from another address meanwhile).
    const stored = await server.payload.find({
      collection: 'users',
      where: { email: { equals: ADMIN.email } },
      showHiddenFields: true,
    })
    expect(Object.keys(stored.docs[0])).not.toContain('lockUntil')
    expect((await host.post('/cms/api/users/unlock', { email: ADMIN.email })).status).toBe(403)
    expect((await pending.client.post('/cms/api/users/unlock', { email: ADMIN.email })).status).toBe(401)
  })

  it("finding 3: uploads through Payload's REST follow the one rule; /media serves images only", async () => {
    const attack = await pngWithHtml()
    expect((await hostA.client.post('/cms/api/media', mediaForm(attack, 'signin.html', 'text/html'))).status).toBe(403)
    const stored = await master.post<{ doc: { filename: string } }>(
      '/cms/api/media',
      mediaForm(attack, 'signin.html', 'text/html'),
    )
    expect(stored.status).toBe(201)
    const filename = stored.body.doc.filename
    expect(filename).toMatch(/^[0-9a-f-]{36}\.webp$/)
    const served = await fetch(`${server.url}/media/${filename}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/webp')
    expect(served.headers.get('x-content-type-options')).toBe('nosniff')
    expect(Buffer.from(await served.arrayBuffer()).toString('latin1')).not.toContain('<html>')
    for (const path of ['/media/signin.html', '/media/index.html', '/media/', '/media']) {
      const response = await fetch(server.url + path, { redirect: 'manual' })
      expect([path, response.status]).toEqual([path, 404])
      expect(response.headers.get('content-type') ?? '').not.toContain('text/html')
    }
    // The same caps as /api/upload: a huge canvas and an oversized file are refused.
    const bomb = await sharp({ create: { width: 15000, height: 15000, channels: 3, background: '#000000' } })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect((await master.post('/cms/api/media', mediaForm(bomb, 'bomb.png'))).status).toBe(415)
    const huge = Buffer.concat([
      await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
        .png()
        .toBuffer(),
      Buffer.alloc(17 * 1024 * 1024),
    ])
    expect([413, 400]).toContain((await master.post('/cms/api/media', mediaForm(huge, 'huge.png'))).status)
    const viaApi = new FormData()
    viaApi.append('image', new Blob([new Uint8Array(attack)], { type: 'text/html' }), 'index.html')
    const uploaded = await hostA.client.post('/api/upload', viaApi)
    expect(uploaded.status).toBe(201)
    expect(uploaded.body.url).toMatch(/^\/media\/[0-9a-f-]{36}\.webp$/)
  })

  it("finding 4: host A cannot move an attendee into host B's event", async () => {
    const added = await hostA.client.post(`/api/events/${eventA.id}/attendees`, attendee())
    expect(added.status).toBe(201)
    expect((await hostA.client.patch(`/cms/api/attendees/${added.body.id}`, { event: eventB.id })).status).toBe(403)
    const stored = await server.payload.findByID({ collection: 'attendees', id: added.body.id, depth: 0 })
    expect(String(stored.event as Id)).toBe(String(eventA.id))
  })

  it('finding 5: own password and email change only with the current password; profile fields are validated', async () => {
    const { client: host } = await cmsLogin(server, hostA.email, hostA.password)
    const me = (await host.get<{ user: { id: Id } }>('/cms/api/users/me')).body.user
    expect((await host.patch(`/cms/api/users/${me.id}`, { password: 'taken-over-1' })).status).toBe(403)
    expect((await host.patch(`/cms/api/users/${me.id}`, { linkedinUrl: 'javascript:alert(1)' })).status).toBe(403)
    expect((await host.post('/api/login', { email: hostA.email, password: hostA.password })).status).toBe(200)
  })

  it("finding 6: hosts cannot write events through Payload's REST", async () => {
    const archived = await hostA.client.patch(`/api/events/${eventA.id}/archive`)
    expect(archived.status).toBe(200)
    expect(
      (await hostA.client.patch(`/cms/api/events/${eventA.id}`, { archived: false, imageUrl: 'javascript:alert(1)' })).status,
    ).toBe(403)
    const page = await fetch(`${server.url}/events/${eventA.id}`)
    expect(page.status).toBe(200)
  })

  it('finding 7: pending and rejected accounts never get a session on any route', async () => {
    const before = await sessionsOf(server, pending.email)
    const viaCms = await cmsLogin(server, pending.email, pending.password)
    expect(viaCms.response.status).toBe(403)
    expect(viaCms.client.cookies.size).toBe(0)
    const viaApi = await new Client(server.url).post<ApiError>('/api/login', { email: pending.email, password: pending.password })
    expect(viaApi.status).toBe(403)
    expect(viaApi.body.message).toBe('Your host application is awaiting review')
    expect(await sessionsOf(server, pending.email)).toBe(before)
    const rejected = await createHost(server, { approve: false })
    expect((await master.patch(`/api/hosts/${rejected.id}/approve`, { approved: false })).status).toBe(200)
    expect((await cmsLogin(server, rejected.email, rejected.password)).response.status).toBe(403)
    expect(
      (await new Client(server.url).post<ApiError>('/api/login', { email: rejected.email, password: rejected.password })).body
        .message,
    ).toBe('Your host application was not approved')
    expect(await sessionsOf(server, rejected.email)).toBe(0)
  })

  it("finding 9: Payload's cookie is Secure in production and HttpOnly always", async () => {
    const { response } = await cmsLogin(server, hostB.email, hostB.password)
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((line) => line.includes('-token='))!
    expect(cookie).toMatch(/HttpOnly/i)
    if (overrides.NODE_ENV === 'production') {
      expect(cookie).toMatch(/; Secure/i)
      expect(cookie.startsWith('__Host-')).toBe(true)
    } else expect(cookie).not.toMatch(/; Secure/i)
  })

  it('finding 10: malformed paths and operators answer 4xx, never 500', async () => {
    const malformed = await fetch(`${server.url}/events/%`)
    expect(malformed.status).toBe(404)
    expect((await master.get('/cms/api/events?where[name][near]=1,2')).status).toBe(400)
    expect((await master.get('/cms/api/events?where[name][unknown_op]=1')).status).toBe(400)
  })

  it("anything but the sign-in screen's calls is refused to everyone but the master admin", async () => {
    for (const [method, path] of [
      ['GET', '/cms/api/users'],
      ['GET', '/cms/api/attendees'],
      ['GET', '/cms/api/email-outbox'],
      ['GET', '/cms/api/globals/site-settings'],
      ['GET', '/cms/api/payload-preferences'],
      ['POST', '/cms/api/payload-locked-documents'],
      ['GET', '/cms/api/events'],
    ] as const) {
      expect([path, (await anonymous.request(method, path, method === 'POST' ? {} : undefined)).status]).toEqual([path, 401])
      expect([path, (await hostA.client.request(method, path, method === 'POST' ? {} : undefined)).status]).toEqual([path, 403])
    }
    // A method override cannot turn an open sign-in call into a read.
    const overridden = await anonymous.post('/cms/api/users/login', 'where[email][exists]=true', {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-HTTP-Method-Override': 'GET',
    })
    expect(overridden.text).not.toContain('docs')
    expect((await anonymous.get('/cms/api/users/me')).status).toBe(200)
  })
})
