import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { spawnSync } from 'node:child_process'
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { ensureAdminBuilt } from '../../scripts/adminBuild'
import { ensureServerBuilt, serverNodeFlags } from '../../scripts/serverBuild'
import { freePort } from '../support/testServer'
import { replayRuntimeStage, rootDir, startImage, type ReplayedImage } from '../support/dockerReplay'

/**
 * The Docker image, replayed (tests/support/dockerReplay.ts): the build stage's
 * `npm run build`, then the runtime stage's COPY and RUN lines in a temporary folder, then
 * its ENTRYPOINT and CMD exactly as written. It must serve, and drain on SIGTERM without
 * resetting a single request.
 */
const ADMIN = { email: 'image-admin@example.com', password: 'image-admin-password-1' }
let image: ReplayedImage
let port: number
let url: string
let started: ReturnType<typeof startImage>
let exited: Promise<number | null>

beforeAll(async () => {
  // The build stage: `npm run build` (here only what is stale; the outputs are the same).
  ensureSiteBuilt()
  ensureAdminBuilt()
  ensureServerBuilt()
  image = replayRuntimeStage(fs.readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8'))
  port = await freePort()
  url = `http://localhost:${port}`
  const data = path.join(image.dir, 'data')
  started = startImage(image, {
    PORT: String(port),
    SERVER_URL: url,
    PAYLOAD_SECRET: 'replayed-image-secret-9f8e7d6c5b4a39281706',
    DATABASE_URI: `file:${path.join(data, 'db.sqlite')}`,
    MEDIA_DIR: path.join(data, 'media'),
    OUTBOX_DIR: path.join(data, 'outbox'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // 50 registrations from one address in a second are the test, not an attack.
    RATE_LIMITS: 'off',
    LOG_LEVEL: 'warn',
  })
  exited = new Promise((resolve) => started.child.once('exit', (code) => resolve(code)))
  const deadline = Date.now() + 60_000
  for (;;) {
    if (started.child.exitCode !== null) throw new Error(`the image's command exited:\n${started.output()}`)
    const ready = await fetch(`${url}/api/ready`).catch(() => null)
    if (ready?.ok) break
    if (Date.now() > deadline) throw new Error(`never ready:\n${started.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  for (const note of image.notes) console.info(`replay: ${note}`)
}, 240_000)

afterAll(() => {
  if (started?.child.exitCode === null) started.child.kill('SIGKILL')
  if (image) fs.rmSync(image.dir, { recursive: true, force: true })
})

describe('the replayed image', () => {
  let cookie = ''
  let eventId: string | number

  it('runs exactly the build output with node, under tini, with production dependencies only', () => {
    expect(image.command).toEqual(['/usr/bin/tini', '--', 'node', ...serverNodeFlags, 'dist/server/main.js'])
    expect(fs.existsSync(path.join(image.dir, 'node_modules/tsx'))).toBe(false)
    expect(fs.existsSync(path.join(image.dir, 'node_modules/jest'))).toBe(false)
    expect(fs.existsSync(path.join(image.dir, 'cms/admin/.next/BUILD_ID'))).toBe(true)
    // Nothing but the build output, the manifests and the installed packages (and the data the server wrote).
    expect(
      fs
        .readdirSync(image.dir)
        .filter((name) => name !== 'data')
        .sort(),
    ).toEqual(['cms', 'dist', 'node_modules', 'package-lock.json', 'package.json'])
    expect(fs.readdirSync(path.join(image.dir, 'cms/admin')).sort()).toEqual(['.next', 'next.config.mjs'])
    expect(image.user).toBe('node')
    expect(image.healthcheck?.join(' ')).toContain('/api/ready')
  })

  it("installs its dependencies from the lockfile without an install script nobody reviewed (package.json's allowScripts)", () => {
    expect(image.installOutput).not.toMatch(/install-scripts|not yet covered by allowScripts/)
    const pending = spawnSync('npm', ['install-scripts', 'ls'], { cwd: image.dir, encoding: 'utf8' })
    expect(pending.status).toBe(0)
    expect(pending.stdout.trim()).not.toMatch(/not yet covered/)
  })

  it('serves readiness, the home page, the CMS login page and a registration', async () => {
    expect((await fetch(`${url}/api/ready`)).status).toBe(200)
    const home = await fetch(`${url}/`)
    expect(home.status).toBe(200)
    expect(await home.text()).toContain('<div id="root">')
    const cms = await fetch(`${url}/cms/login`)
    expect(cms.status).toBe(200)
    expect(await cms.text()).toContain('Makers Pub Night CMS')

    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify(ADMIN),
    })
    expect(login.status).toBe(200)
    cookie = login.headers.getSetCookie()[0].split(';')[0]!
    const start = new Date(Date.now() + 7 * 86400_000)
    const created = await fetch(`${url}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookie },
      body: JSON.stringify({
        name: 'Image Night',
        description: 'Replayed.',
        date: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        timezone: 'America/Chicago',
        venue: 'V',
        street: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        country: 'USA',
        coordinates: { lat: 0, lng: 0 },
        maxAttendees: 0,
        imageUrl: null,
        linkedinPostUrl: null,
      }),
    })
    expect(created.status).toBe(201)
    eventId = ((await created.json()) as { id: string | number }).id
    const registered = await fetch(`${url}/api/events/${eventId}/attendees`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url },
      body: JSON.stringify({ name: 'First Guest', email: 'first@example.com', company: 'Image Co', formFillMs: 5000 }),
    })
    expect(registered.status).toBe(201)
  })

  it('drains on SIGTERM: 50 registrations already sent on kept-alive sockets are all answered, exit 0', async () => {
    // 50 kept-alive connections, each used once already, then each sends a registration.
    const sockets = await Promise.all(Array.from({ length: 50 }, () => openKeptAlive(port)))
    const answers = sockets.map((socket, i) => {
      const body = JSON.stringify({ name: `Guest ${i}`, email: `guest${i}@example.com`, company: 'Drain Co', formFillMs: 5000 })
      socket.write(
        `POST /api/events/${eventId}/attendees HTTP/1.1\r\nHost: localhost:${port}\r\nOrigin: ${url}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body}`,
      )
      return readResponse(socket)
    })
    const signalledAt = Date.now()
    // tini is the process the container's runtime signals; it passes SIGTERM to node.
    started.child.kill('SIGTERM')
    const results = await Promise.all(answers)
    expect(results.map((result) => result.error ?? result.status)).toEqual(Array(50).fill(201))
    // Then the server closes every kept-alive connection itself (no client is left holding one).
    await Promise.all(
      sockets.map((socket) => (socket.closed ? Promise.resolve() : new Promise((resolve) => socket.once('close', resolve)))),
    )
    expect(await exited).toBe(0)
    expect(Date.now() - signalledAt).toBeLessThan(10_000)
    expect(started.output()).not.toMatch(/"level":50/)
  }, 30_000)
})

/** A connection that has already carried one request and stays open. */
async function openKeptAlive(port: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject))
  socket.write(`GET /api/health HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: keep-alive\r\n\r\n`)
  const first = await readResponse(socket)
  if (first.status !== 200) throw new Error(`health over a fresh socket: ${first.error ?? first.status}`)
  return socket
}

/** One HTTP/1.1 response from a raw socket (Content-Length or chunked), or the socket's error. */
function readResponse(socket: net.Socket): Promise<{ status?: number; head: string; error?: string }> {
  return new Promise((resolve) => {
    let buffer = Buffer.alloc(0)
    const finish = (result: { status?: number; head: string; error?: string }) => {
      socket.off('data', onData)
      socket.off('error', onError)
      socket.off('close', onClose)
      resolve(result)
    }
    const onData = (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      const text = buffer.toString('latin1')
      const end = text.indexOf('\r\n\r\n')
      if (end < 0) return
      const head = text.slice(0, end + 2)
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
      const length = /\r\ncontent-length: (\d+)\r\n/i.exec(head)
      const rest = text.slice(end + 4)
      if (length ? rest.length >= Number(length[1]) : /\r\n0\r\n\r\n$/.test(rest)) finish({ status, head })
    }
    const onError = (err: Error) => finish({ head: '', error: (err as NodeJS.ErrnoException).code ?? err.message })
    const onClose = () => finish({ head: '', error: 'closed before an answer' })
    socket.on('data', onData)
    socket.on('error', onError)
    socket.on('close', onClose)
  })
}
