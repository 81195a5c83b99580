import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createHost } from '../support/actors'
import { startTestServer, type TestServer } from '../support/testServer'
import { DEVELOPMENT_SECRET_FILE, loadEnv } from '../../config/env'

/** Sign-in routes share one limit, one lockout and one timing; forgot-password is limited too. */
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function timed(action: () => Promise<unknown>) {
  const start = performance.now()
  await action()
  return performance.now() - start
}

describe('timing (finding 8)', () => {
  let server: TestServer
  beforeAll(async () => {
    server = await startTestServer()
  })
  afterAll(() => server.stop())

  it.each([
    ['/api/login', (email: string) => ({ email, password: 'wrong-password-1' })],
    ['/cms/api/users/login', (email: string) => ({ email, password: 'wrong-password-1' })],
  ])('%s takes as long for an unknown email as for a known one', async (route, body) => {
    // Hosts of their own per route: the lockout counts failures per address and IP. Four tries
    // each (one fewer than the lockout, which answers early for any address), from three hosts:
    // twelve samples a side, interleaved, so a busy moment on a shared machine moves both.
    const hosts = [await createHost(server), await createHost(server), await createHost(server)]
    const known: number[] = []
    const unknown: number[] = []
    for (let attempt = 0; attempt < 4; attempt++) {
      for (const [i, host] of hosts.entries()) {
        known.push(await timed(() => new Client(server.url).post(route, body(host.email))))
        unknown.push(await timed(() => new Client(server.url).post(route, body(`nobody.${attempt}.${i}@example.com`))))
      }
    }
    const ratio = median(unknown) / median(known)
    expect(ratio).toBeGreaterThan(0.5)
    expect(ratio).toBeLessThan(2)
  })
})

describe('with rate limits on', () => {
  let server: TestServer
  let host: Awaited<ReturnType<typeof createHost>>
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMITS: 'on' })
    host = await createHost(server)
  })
  afterAll(() => server.stop())

  it('one sign-in limit across /api/login and /cms/api/users/login (finding 2)', async () => {
    const client = new Client(server.url)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 22; attempt++) {
      const route = attempt % 2 ? '/cms/api/users/login' : '/api/login'
      statuses.push((await client.post(route, { email: `guess.${attempt}@example.com`, password: 'wrong-password-1' })).status)
    }
    // 20 sign-ins per 15 minutes per IP; making the host above spent two (master and host).
    expect(statuses.join(',')).toBe([...Array<number>(18).fill(401), 429, 429, 429, 429].join(','))
  })

  it('forgot-password answers the same for unknown emails and is limited per address (finding 11)', async () => {
    const known = await new Client(server.url).post('/cms/api/users/forgot-password', { email: host.email })
    const unknown = await new Client(server.url).post('/cms/api/users/forgot-password', { email: 'nobody.here@example.com' })
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 3; attempt++)
      statuses.push((await new Client(server.url).post('/cms/api/users/forgot-password', { email: host.email })).status)
    expect(statuses).toEqual([200, 200, 429])
  })

  it('forgot-password is limited per IP whatever the address', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 9; attempt++)
      statuses.push(
        (await new Client(server.url).post('/cms/api/users/forgot-password', { email: `any.${attempt}@example.com` })).status,
      )
    // Five tries above and five here reach the 10 an hour of one IP.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429])
  })
})

describe('the development secret', () => {
  it('is random, kept in data/ with mode 600, and the same on every start; production refuses weak ones', () => {
    const first = loadEnv({ NODE_ENV: 'development' }).PAYLOAD_SECRET
    const second = loadEnv({ NODE_ENV: 'development' }).PAYLOAD_SECRET
    expect(first).toBe(second)
    expect(first).toMatch(/^[0-9a-f]{64}$/)
    expect(fs.readFileSync(DEVELOPMENT_SECRET_FILE, 'utf8').trim()).toBe(first)
    expect(fs.statSync(DEVELOPMENT_SECRET_FILE).mode & 0o777).toBe(0o600)
    const production = { NODE_ENV: 'production', SERVER_URL: 'https://events.example.com' }
    expect(() => loadEnv({ ...production } as NodeJS.ProcessEnv)).toThrow(/PAYLOAD_SECRET/)
    expect(() => loadEnv({ ...production, PAYLOAD_SECRET: 'a'.repeat(40) } as NodeJS.ProcessEnv)).toThrow(/PAYLOAD_SECRET/)
    expect(
      loadEnv({ ...production, PAYLOAD_SECRET: 'f3a9c1e7b2d8406a9e5c7b1d3f2a8e6c4b0d9f7a' } as NodeJS.ProcessEnv).PAYLOAD_SECRET,
    ).toHaveLength(40)
  })
})
