import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { chromium } from 'playwright-core'
import { Client } from '../support/client'
import { createHost } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { chromiumMissing } from '../support/missingTools'
import { itNeeding } from '../support/unavailable'
import type { AddressInfo } from 'node:net'

/**
 * The gate in front of Payload's REST (cms/http/cmsApi.ts) attacked as an outsider would, with
 * raw requests whose headers no fetch() would send: Payload runs exactly the path the gate
 * checked, malformed Host and forwarded headers are 400, every non-GET passes the Origin
 * check (a cross-site form in Chromium cannot sign a browser in), and a malformed session
 * cookie is ignored (issue 27: findings 1, 3 and 15).
 */
interface RawAnswer {
  status: number
  text: string
  headers: http.IncomingHttpHeaders
}

/** One request exactly as written: the Host header included. */
function raw(server: TestServer, method: string, path: string, headers: Record<string, string>, body?: string) {
  const { port } = new URL(server.url)
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, setHost: false }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text, headers: response.headers }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const hostOf = (server: TestServer) => new URL(server.url).host
const MALFORMED = { status: 400, text: JSON.stringify({ message: 'Malformed Host header' }) }
const pick = ({ status, text }: RawAnswer) => ({ status, text })

describe('the Host header', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it('an open route with a Host that carries a path is refused, never run as the gated path (finding 1)', async () => {
    const smuggled = `${hostOf(server)}/cms/api/events?limit=1#`
    expect(pick(await raw(server, 'GET', '/cms/api/users/me', { Host: smuggled }))).toEqual(MALFORMED)
    expect(pick(await raw(server, 'POST', '/cms/api/users/logout', { Host: smuggled, 'Content-Length': '0' }))).toEqual(MALFORMED)
    const forgot = JSON.stringify({ email: 'anyone@example.com' })
    expect(
      pick(
        await raw(
          server,
          'POST',
          '/cms/api/users/forgot-password',
          { Host: `${hostOf(server)}/cms/api/users/login?x=`, 'Content-Type': 'application/json' },
          forgot,
        ),
      ),
    ).toEqual(MALFORMED)
    // Everywhere, not only on /cms/api.
    expect((await raw(server, 'GET', '/api/events', { Host: `${hostOf(server)}/x` })).status).toBe(400)
    expect((await raw(server, 'GET', '/', { Host: `${hostOf(server)}?x` })).status).toBe(400)
  })

  it('a plain Host still reaches the open routes, and the gated ones stay closed', async () => {
    const me = await raw(server, 'GET', '/cms/api/users/me', { Host: hostOf(server) })
    expect(me.status).toBe(200)
    expect(JSON.parse(me.text)).toMatchObject({ user: null })
    const events = await raw(server, 'GET', '/cms/api/events?limit=1', { Host: hostOf(server) })
    expect(events.status).toBe(401)
    expect(events.text).not.toContain('"docs"')
    expect((await raw(server, 'GET', '/api/health', { Host: '[::1]:3000' })).status).toBe(200)
  })
})

describe('forwarded headers behind a trusted proxy', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer({ TRUST_PROXY: 'loopback' })
  })
  afterAll(() => server.stop())

  it('X-Forwarded-Proto and X-Forwarded-Host carrying a path are 400 (finding 1)', async () => {
    const host = hostOf(server)
    const proto = await raw(server, 'GET', '/cms/api/users/me', {
      Host: host,
      'X-Forwarded-Proto': `http://${host}/cms/api/events?limit=1#`,
    })
    expect(pick(proto)).toEqual(MALFORMED)
    const forwardedHost = await raw(server, 'GET', '/cms/api/users/me', {
      Host: host,
      'X-Forwarded-Host': `${host}/cms/api/events?limit=1#`,
    })
    expect(pick(forwardedHost)).toEqual(MALFORMED)
    const honest = await raw(server, 'GET', '/cms/api/users/me', {
      Host: host,
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'events.example.com',
    })
    expect(honest.status).toBe(200)
  })
})

describe('the Origin check on /cms/api', () => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof createHost>>
  beforeAll(async () => {
    server = await startTestServer()
    host = await createHost(server)
  })
  afterAll(() => server.stop())

  it('a sign-in from a foreign Origin, or marked cross-site, is refused before Payload runs (finding 3)', async () => {
    const credentials = { email: host.email, password: host.password }
    const foreign = await new Client(server.url).post('/cms/api/users/login', credentials, { Origin: 'http://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body).toEqual({ message: 'Cross-origin request refused' })
    expect(foreign.headers.getSetCookie()).toEqual([])
    const crossSite = await raw(
      server,
      'POST',
      '/cms/api/users/login',
      { Host: hostOf(server), 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
      JSON.stringify(credentials),
    )
    expect(crossSite.status).toBe(403)
    expect(crossSite.headers['set-cookie']).toBeUndefined()
    // The same check on the other state changes, open or gated.
    for (const path of [
      '/cms/api/users/logout',
      '/cms/api/users/forgot-password',
      '/cms/api/users/reset-password',
      '/cms/api/faqs',
    ])
      expect([path, (await new Client(server.url).post(path, {}, { Origin: 'http://evil.example' })).status]).toEqual([path, 403])
    // The admin's own page, same origin, signs in as before.
    expect((await new Client(server.url).post('/cms/api/users/login', credentials)).status).toBe(200)
  })

  itNeeding(chromiumMissing(), 'the cross-site form in Chromium')(
    "a cross-site multipart form in Chromium cannot sign the victim's browser into the attacker's account (finding 3)",
    async () => {
      // The attacker's page, on another origin, posts their own credentials to our login the way
      // Payload reads multipart bodies (a `_payload` field of JSON).
      const attackerPage = `<!doctype html><html><body>
        <form id="f" method="POST" enctype="multipart/form-data" action="${server.url}/cms/api/users/login">
          <input type="hidden" name="_payload" value='${JSON.stringify({ email: host.email, password: host.password })}'>
        </form><script>document.getElementById('f').submit()</script></body></html>`
      const evil = http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end(attackerPage))
      await new Promise<void>((resolve) => evil.listen(0, '127.0.0.1', resolve))
      const evilUrl = `http://127.0.0.1:${(evil.address() as AddressInfo).port}/`
      const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox'] })
      try {
        const context = await browser.newContext()
        const page = await context.newPage()
        const answer = page.waitForResponse((response) => response.url() === `${server.url}/cms/api/users/login`)
        await page.goto(evilUrl)
        const login = await answer
        expect(login.status()).toBe(403)
        expect(login.request().headers()['origin']).toBe(evilUrl.replace(/\/$/, ''))
        expect((await context.cookies(server.url)).map((cookie) => cookie.name)).toEqual([])
      } finally {
        await browser.close()
        await new Promise<void>((resolve) => evil.close(() => resolve()))
      }
    },
    60_000,
  )
})

describe('a malformed session cookie', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it('is ignored on /api, as on /cms/api (finding 15)', async () => {
    const client = new Client(server.url, { Cookie: 'payload-token=%E0%A4%A' })
    const events = await client.get('/api/events')
    expect(events.status).toBe(200)
    expect(Array.isArray(events.body)).toBe(true)
    const user = await client.get('/api/user')
    expect([user.status, user.body]).toEqual([200, null])
    expect((await client.post('/api/logout')).status).toBe(200)
    expect((await client.get('/cms/api/users/me')).status).toBe(200)
  })
})
