import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { createEvent, createHost } from '../support/actors'
import { startChildServer } from '../support/childServer'
import { ADMIN, startTestServer, type TestServer } from '../support/testServer'

/**
 * Issue 44, findings 5 and 14, over real HTTP: the CMS admin's pages carry a Content-Security-Policy
 * of their own, every answer says which device features its page may use, a refused embed is
 * not kept by any cache, and the CMS session cookie's flags are the bare names RFC 6265 knows.
 * (HSTS on embeds and the Secure flag are production's: tests/server/production.test.ts.)
 */
let server: TestServer

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const get = (address: string) => fetch(`${server.url}${address}`)
const directives = (policy: string | null) =>
  new Map(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/) as [string, ...string[]])
      .map(([name, ...values]) => [name, values]),
  )

describe('the CMS admin', () => {
  it('sends a Content-Security-Policy on its pages: nothing framed, posted or loaded from elsewhere but its editor', async () => {
    // The compiled server, as production runs it: Next's admin (or, unbuilt, its explanation) behind the headers.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-cms-headers-'))
    const child = await startChildServer(dir)
    try {
      for (const page of ['/cms', '/cms/collections/events', '/cms/login']) {
        const answer = await fetch(`${child.url}${page}`, { redirect: 'manual' })
        const policy = directives(answer.headers.get('content-security-policy'))
        expect([page, policy.get('default-src')]).toEqual([page, ["'self'"]])
        expect(policy.get('frame-ancestors')).toEqual(["'none'"])
        expect(policy.get('object-src')).toEqual(["'none'"])
        expect(policy.get('base-uri')).toEqual(["'self'"])
        expect(policy.get('form-action')).toEqual(["'self'"])
        expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'", 'https://cdn.jsdelivr.net'])
        expect(answer.headers.get('permissions-policy')).toContain('camera=()')
      }
    } finally {
      await child.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 120_000)
})

describe('Permissions-Policy', () => {
  it('is on every answer: pages allow the camera and location to this origin only, the rest allow nothing', async () => {
    const page = await get('/')
    expect(page.headers.get('permissions-policy')).toBe(
      'accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    )
    for (const address of [
      '/api/events',
      '/api/faqs',
      '/embed/events',
      '/cms/api/users/me',
      '/api/nothing-here',
      '/calendar.ics',
    ])
      expect([address, (await get(address)).headers.get('permissions-policy')]).toEqual([
        address,
        address === '/calendar.ics'
          ? 'accelerometer=(), camera=(self), geolocation=(self), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()'
          : 'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
      ])
  })
})

describe('embeds', () => {
  it('keep a night five minutes, and a refusal not at all', async () => {
    const host = await createHost(server)
    const event = await createEvent(host.client, { name: 'Embedded Night' })
    const night = await get(`/embed/events/${String(event.id)}`)
    expect([night.status, night.headers.get('cache-control')]).toEqual([200, 'public, max-age=300'])
    for (const address of ['/embed/events/999999', '/embed/nothing', `/embed/events?city=${encodeURIComponent('a\nb')}`]) {
      const refused = await get(address)
      expect([address, refused.status >= 400, refused.headers.get('cache-control')]).toEqual([address, true, 'no-store'])
    }
  })
})

describe('the CMS session cookie', () => {
  it('writes its flags as bare names, never Secure=true or HttpOnly=true', async () => {
    const login = await fetch(`${server.url}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    expect(login.status).toBe(200)
    const [cookie] = login.headers.getSetCookie()
    expect(cookie).toMatch(/^payload-token=[^;]+;/)
    expect(cookie).toMatch(/; HttpOnly(;|$)/)
    expect(cookie).not.toMatch(/=(true|false)(;|$)/i)
  })
})
