import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { attendee, createEvent } from '../support/actors'
import { startChildServer, type ChildServer } from '../support/childServer'
import { ADMIN, startTestServer } from '../support/testServer'
import type { DrizzleKitAdapter } from '../support/drizzleKit'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
// The committed migrations are for the default numeric ids.
const productionEnv = {
  NODE_ENV: 'production',
  PAYLOAD_SECRET: 'a-production-secret-that-is-long-enough-1234',
  DATABASE_ID_TYPE: 'number',
}

describe('committed migrations', () => {
  it('match the collections (a schema change without a migration fails here)', async () => {
    const server = await startTestServer({ DATABASE_ID_TYPE: 'number' })
    try {
      const db = server.payload.db as unknown as DrizzleKitAdapter
      const { generateDrizzleJson, generateMigration } = db.requireDrizzleKit()
      const current = await generateDrizzleJson(db.schema)
      const dir = path.join(rootDir, 'migrations')
      const latest = fs
        .readdirSync(dir)
        .filter((file) => file.endsWith('.json'))
        .sort()
        .reverse()[0]
      const committed: unknown = JSON.parse(fs.readFileSync(path.join(dir, latest), 'utf8'))
      const pending = await generateMigration(committed, current)
      expect(pending).toEqual([])
    } finally {
      await server.stop()
    }
  })
})

describe('production mode', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-prod-'))
  let server: ChildServer
  beforeAll(async () => {
    server = await startChildServer(dir, productionEnv)
  }, 90_000)
  afterAll(async () => {
    await server?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  })

  it('applies the migrations at start and serves the API on them', async () => {
    const master = new Client(server.url)
    const login = await master.post('/api/login', { email: ADMIN.email, password: ADMIN.password })
    expect(login.status).toBe(200)
    const event = await createEvent(master, { maxAttendees: 5 })
    expect((await new Client(server.url).post(`/api/events/${event.id}/attendees`, attendee())).status).toBe(201)
  })

  it('sets a Secure, HttpOnly, SameSite=Lax, __Host- prefixed session cookie and HSTS', async () => {
    const response = await fetch(`${server.url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    const cookie = response.headers.getSetCookie()[0]
    expect(cookie).toMatch(/^__Host-payload-token=/)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/; HttpOnly/i)
    expect(cookie).toMatch(/; SameSite=Lax/i)
    expect(cookie).toMatch(/; Path=\//i)
    expect(response.headers.get('strict-transport-security')).toContain('max-age=31536000')
  })

  it('embeds send HSTS too, every answer a Permissions-Policy, and the CMS cookie bare Secure and HttpOnly flags', async () => {
    const embed = await fetch(`${server.url}/embed/events`)
    expect(embed.headers.get('strict-transport-security')).toContain('max-age=31536000')
    expect(embed.headers.get('permissions-policy')).toContain('camera=()')
    expect((await fetch(`${server.url}/`)).headers.get('permissions-policy')).toContain('camera=(self)')
    const login = await fetch(`${server.url}/cms/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: server.url },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    })
    const cookie = login.headers.getSetCookie()[0]
    expect(cookie).toMatch(/^__Host-payload-token=/)
    expect(cookie).toMatch(/; Secure(;|$)/)
    expect(cookie).toMatch(/; HttpOnly(;|$)/)
    expect(cookie).not.toMatch(/=(true|false)(;|$)/i)
  })

  it('does not seed demo content', async () => {
    const events: unknown = await (await fetch(`${server.url}/api/faqs`)).json()
    expect(events).toEqual([])
  })

  it('finishes in-flight requests on SIGTERM and exits 0', async () => {
    const inFlight = fetch(`${server.url}/api/events`).then((response) => response.status)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const code = await server.stop('SIGTERM')
    expect(await inFlight).toBe(200)
    expect(code).toBe(0)
  })
})

describe('production start without a strong secret', () => {
  it('refuses to start with a clear message and exit code 1', () => {
    const result = spawnSync(
      process.execPath,
      [path.join(rootDir, 'node_modules/tsx/dist/cli.mjs'), path.join(rootDir, 'cms/main.ts')],
      {
        cwd: rootDir,
        env: { ...process.env, NODE_ENV: 'production', PAYLOAD_SECRET: 'short', SERVER_URL: '' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('PAYLOAD_SECRET is required in production and must be at least 32 characters')
  })
})
