import fs from 'node:fs'
import path from 'node:path'
import net from 'node:net'
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { afterAll, beforeAll, expect, it } from '@jest/globals'
import { parse } from 'yaml'
import { ensureSiteBuilt } from '../../scripts/siteBuild'
import { ensureAdminBuilt } from '../../scripts/adminBuild'
import { ensureServerBuilt } from '../../scripts/serverBuild'
import { freePort } from '../support/ports'
import { startSmtpServer } from '../support/smtp'
import { waitFor } from '../support/waiting'
import { redisMissing, requireOrSkip } from '../support/missingTools'
import { queryDatabase, type PostgresServer } from '../support/postgres'
import { describeOnPostgres, postgresForFile } from '../support/postgresSuite'
import { composeEnvironment, replayRuntimeStage, rootDir, startImage, type ReplayedImage } from '../support/dockerReplay'

/**
 * The PostgreSQL deployment, replayed without Docker (tests/support/dockerReplay.ts): the
 * image's runtime stage once, then every app service of docker-compose.postgres.yml (web1, web2,
 * worker) started from it with the environment Compose would give it, the other services stood
 * in for on this machine: `postgres` by a real PostgreSQL with the user and database the
 * `postgres:16` image makes from POSTGRES_USER and POSTGRES_DB, `redis` by redis-server,
 * `mailpit` by the tests' SMTP server, Caddy by requests to the upstreams deploy/Caddyfile.postgres names.
 */
const compose = parse(fs.readFileSync(path.join(rootDir, 'docker-compose.postgres.yml'), 'utf8'), { merge: true }) as {
  services: Record<string, { environment: Record<string, string>; ports?: string[] }>
}
const operatorEnv = {
  POSTGRES_PASSWORD: 'replayed0postgres0password',
  PAYLOAD_SECRET: 'replayed-postgres-compose-secret-5b4a39281706',
  ADMIN_EMAIL: 'compose-admin@example.com',
  ADMIN_PASSWORD: 'compose-admin-password-1',
}
let image: ReplayedImage
let postgres: PostgresServer
let smtp: Awaited<ReturnType<typeof startSmtpServer>>
let redis: ChildProcess | null = null
const running: Record<string, { url: string; started: ReturnType<typeof startImage>; port: number }> = {}

/** The image's HEALTHCHECK command, run for a service listening on `port` instead of the container's 3000. */
function healthy(port: number): boolean {
  const [program, ...args] = image.healthcheck!.map((word) => word.replace('localhost:3000', `localhost:${port}`))
  const result = spawnSync(program === 'node' ? process.execPath : program, args, { encoding: 'utf8', timeout: 10_000 })
  return result.status === 0
}

async function startService(name: string, settings: { standIns: Record<string, string>; variables: Record<string, string> }) {
  const port = await freePort()
  const environment = composeEnvironment(compose.services[name].environment, settings.variables, settings.standIns)
  // Without redis-server here, the web processes count rate limits each on its own.
  if (!settings.standIns['redis:6379']) delete environment.REDIS_URL
  const url = `http://localhost:${port}`
  const started = startImage(image, {
    ...environment,
    // Each container has its own network; here each service gets a port of its own.
    PORT: String(port),
    SERVER_URL: url,
    MEDIA_DIR: path.join(image.dir, 'data', 'media'),
    OUTBOX_DIR: path.join(image.dir, 'data', 'outbox'),
    ADMIN_EMAIL: operatorEnv.ADMIN_EMAIL,
    ADMIN_PASSWORD: operatorEnv.ADMIN_PASSWORD,
    LOG_LEVEL: 'warn',
  })
  running[name] = { url, started, port }
  await waitFor(
    () => {
      if (started.child.exitCode !== null) throw new Error(`${name} exited:\n${started.output()}`)
      return Promise.resolve(healthy(port))
    },
    90_000,
    `${name} healthy`,
  )
  return running[name]
}

beforeAll(async () => {
  ensureSiteBuilt()
  ensureAdminBuilt()
  ensureServerBuilt()
  postgres = await postgresForFile()
  smtp = await startSmtpServer()
  image = replayRuntimeStage(fs.readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8'))
  // What the postgres:16 image does on its first start with POSTGRES_USER and POSTGRES_DB.
  const db = compose.services.postgres.environment
  await queryDatabase(postgres.url, `CREATE ROLE "${db.POSTGRES_USER}" LOGIN`)
  await queryDatabase(postgres.url, `CREATE DATABASE "${db.POSTGRES_DB}" OWNER "${db.POSTGRES_USER}"`)
  const standIns: Record<string, string> = {
    'postgres:5432': new URL(postgres.url).host,
    'mailpit:1025': `127.0.0.1:${smtp.port}`,
  }
  // Without redis-server the replay still runs (each web process counts on its own) and says so;
  // under CI=true that is a failure (tests/support/missingTools.ts).
  if (requireOrSkip(redisMissing(), 'the shared rate limits of the replayed web processes')) {
    const redisPort = await freePort()
    redis = spawn('/usr/bin/redis-server', ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
    standIns['redis:6379'] = `127.0.0.1:${redisPort}`
    await waitFor(() => accepts(redisPort), 10_000, 'redis-server listening')
  }
  const variables = { ...operatorEnv, SMTP_URL: '' }
  // The three app services start at once, as `docker compose up` starts them once postgres is healthy.
  await Promise.all(['web1', 'web2', 'worker'].map((name) => startService(name, { standIns, variables })))
  for (const note of new Set(image.notes)) console.info(`replay: ${note}`)
}, 300_000)

afterAll(async () => {
  for (const { started } of Object.values(running)) if (started.child.exitCode === null) started.child.kill('SIGKILL')
  redis?.kill()
  await smtp?.close()
  await postgres?.stop()
  if (image) fs.rmSync(image.dir, { recursive: true, force: true })
})

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.end()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })
}

describeOnPostgres('docker-compose.postgres.yml, replayed', () => {
  it('the proxy sends to the web processes only; they serve the site and the CMS, the worker nothing but health', async () => {
    const caddyfile = fs.readFileSync(path.join(rootDir, 'deploy/Caddyfile.postgres'), 'utf8')
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(caddyfile)![1].trim().split(/\s+/)
    expect(upstreams).toEqual(['web1:3000', 'web2:3000'])
    for (const upstream of upstreams) {
      const { url } = running[upstream.split(':')[0]]
      const home = await fetch(`${url}/`)
      expect([upstream, home.status]).toEqual([upstream, 200])
      expect(await home.text()).toContain('<div id="root">')
      expect((await fetch(`${url}/cms/login`)).status).toBe(200)
    }
    const worker = running.worker.url
    expect((await fetch(`${worker}/api/ready`)).status).toBe(200)
    expect((await fetch(`${worker}/`)).status).toBe(404)
    expect(compose.services.worker.ports).toBeUndefined()
  })

  it('a registration through either web process is stored once and its confirmation sent once, by the worker', async () => {
    const web = [running.web1.url, running.web2.url]
    const login = await fetch(`${web[0]}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: web[0] },
      body: JSON.stringify({ email: operatorEnv.ADMIN_EMAIL, password: operatorEnv.ADMIN_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers.getSetCookie()[0].split(';')[0]
    const start = new Date(Date.now() + 7 * 86400_000)
    const created = await fetch(`${web[0]}/api/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: web[0], Cookie: cookie },
      body: JSON.stringify({
        name: 'Compose Night',
        description: 'Replayed on PostgreSQL.',
        date: start.toISOString(),
        endDate: new Date(start.getTime() + 3 * 3600_000).toISOString(),
        timezone: 'America/Chicago',
        venue: 'V',
        street: '1 Main St',
        city: 'Chicago',
        state: 'IL',
        country: 'USA',
        coordinates: { lat: 0, lng: 0 },
        maxAttendees: 10,
        imageUrl: null,
        linkedinPostUrl: null,
      }),
    })
    expect(created.status).toBe(201)
    const eventId = ((await created.json()) as { id: number }).id
    for (const [i, url] of web.entries()) {
      const registered = await fetch(`${url}/api/events/${eventId}/attendees`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: url },
        body: JSON.stringify({ name: `Guest ${i}`, email: `compose${i}@example.com`, company: 'Compose Co', formFillMs: 5000 }),
      })
      expect(registered.status).toBe(201)
    }
    const confirmations = (email: string) =>
      smtp.received.filter((mail) => mail.envelopeTo.includes(email) && /registered/.test(mail.subject ?? '')).length
    await waitFor(
      () => Promise.resolve(confirmations('compose0@example.com') + confirmations('compose1@example.com') === 2),
      30_000,
      'both confirmations',
    )
    const uri = composeEnvironment(compose.services.worker.environment, operatorEnv, {
      'postgres:5432': new URL(postgres.url).host,
    }).DATABASE_URI
    const rows = await queryDatabase<{ n: string }>(uri, 'SELECT count(*) AS n FROM attendees WHERE event_id = $1', [eventId])
    expect(Number(rows[0].n)).toBe(2)
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    expect([confirmations('compose0@example.com'), confirmations('compose1@example.com')]).toEqual([1, 1])
  })

  it('every process drains on SIGTERM through tini and exits 0', async () => {
    const codes = await Promise.all(
      Object.values(running).map(
        ({ started }) =>
          new Promise<number | null>((resolve) => {
            started.child.once('exit', (code) => resolve(code))
            started.child.kill('SIGTERM')
          }),
      ),
    )
    expect(codes).toEqual([0, 0, 0])
  }, 30_000)
})
