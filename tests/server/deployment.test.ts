import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { parse } from 'yaml'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8')

/** The parts of a Compose file these tests read (the Compose file format's names). */
interface ComposeService {
  image?: string
  command?: string[]
  environment: Record<string, string>
  depends_on?: Record<string, { condition: string }>
  volumes?: string[]
  ports?: string[]
  healthcheck?: { test: string[] }
}
interface ComposeFile {
  services: Record<string, ComposeService>
  volumes: Record<string, unknown>
}

/**
 * No Docker engine runs here: the compose file is checked by reading it (and the image is
 * replayed in tests/deployment/image.test.ts).
 */
describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml')) as ComposeFile
  const { app1, app2, proxy, mongo, redis, mailpit } = compose.services

  it('runs two app replicas, identical, against MongoDB, Redis and a mail catcher', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app1', 'app2', 'mailpit', 'mongo', 'proxy', 'redis'])
    expect(app2).toEqual(app1)
    expect(app1.environment.DATABASE_URI).toMatch(/^mongodb:\/\/mongo:27017\/.+\?replicaSet=rs0$/)
    expect(app1.environment.NODE_ENV).toBe('production')
    expect(app1.environment.PAYLOAD_SECRET).toContain(':?')
    expect(app1.environment.REDIS_URL).toBe('redis://redis:6379')
    expect(app1.environment.SMTP_URL).toContain('smtp://mailpit:1025')
    expect(app1.environment.TRUST_PROXY).toBe('1')
    expect(app1.depends_on).toMatchObject({ mongo: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } })
    // Both replicas serve the same uploads.
    expect(app1.volumes).toEqual(['media:/data'])
    expect(mailpit.ports).toContain('8025:8025')
  })

  it('initiates the MongoDB replica set and health-checks every stateful service', () => {
    expect(mongo.command).toEqual(['mongod', '--replSet', 'rs0', '--bind_ip_all'])
    expect(mongo.healthcheck?.test.join(' ')).toContain("rs.initiate({ _id: 'rs0'")
    expect(mongo.volumes).toContain('mongo-data:/data/db')
    expect(redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping'])
    expect(redis.volumes).toContain('redis-data:/data')
    expect(Object.keys(compose.volumes).sort()).toEqual(['caddy-data', 'media', 'mongo-data', 'redis-data'])
  })

  it('puts Caddy in front, sending traffic only to ready replicas and retrying on the other', () => {
    expect(proxy.image).toMatch(/^caddy:2/)
    expect(proxy.volumes).toContain('./deploy/Caddyfile:/etc/caddy/Caddyfile:ro')
    expect(proxy.depends_on).toEqual({ app1: { condition: 'service_healthy' }, app2: { condition: 'service_healthy' } })
    const caddyfile = read('deploy/Caddyfile')
    expect(caddyfile).toMatch(/reverse_proxy app1:3000 app2:3000 \{/)
    expect(caddyfile).toMatch(/health_uri \/api\/ready/)
    expect(caddyfile).toMatch(/lb_try_duration \d+s/)
  })
})

describe('docker-compose.postgres.yml', () => {
  // Compose merges the shared blocks (`<<:`); the replay in tests/deployment/composePostgres.test.ts runs them.
  const compose = parse(read('docker-compose.postgres.yml'), { merge: true }) as ComposeFile
  const { web1, web2, worker, proxy, postgres, redis, mailpit } = compose.services

  it('runs two web processes and one worker of the same image against PostgreSQL 16, Redis and a mail catcher', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['mailpit', 'postgres', 'proxy', 'redis', 'web1', 'web2', 'worker'])
    expect(web2).toEqual(web1)
    expect(web1.environment.SERVER_ROLE).toBe('web')
    expect(worker.environment.SERVER_ROLE).toBe('worker')
    const { SERVER_ROLE: _web, ...shared } = web1.environment
    const { SERVER_ROLE: _worker, ...workers } = worker.environment
    expect(workers).toEqual(shared)
    expect({ ...worker, environment: null }).toEqual({ ...web1, environment: null })
    expect(shared.DATABASE_URI).toMatch(/^postgres:\/\/makers:\$\{POSTGRES_PASSWORD:\?[^}]+\}@postgres:5432\/makers-pub-night$/)
    expect(shared.NODE_ENV).toBe('production')
    expect(shared.PAYLOAD_SECRET).toContain(':?')
    expect(shared.REDIS_URL).toBe('redis://redis:6379')
    expect(shared.SMTP_URL).toContain('smtp://mailpit:1025')
    expect(web1.depends_on).toMatchObject({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    })
    expect(web1.volumes).toEqual(['media:/data'])
    // The worker serves nothing public.
    expect(worker.ports).toBeUndefined()
    expect(mailpit.ports).toContain('8025:8025')
  })

  it('runs PostgreSQL 16 with a health check, its data on a volume', () => {
    expect(postgres.image).toMatch(/^postgres:16/)
    expect(postgres.environment).toMatchObject({ POSTGRES_USER: 'makers', POSTGRES_DB: 'makers-pub-night' })
    expect(postgres.environment.POSTGRES_PASSWORD).toContain(':?')
    expect(postgres.healthcheck?.test).toEqual(['CMD', 'pg_isready', '-U', 'makers', '-d', 'makers-pub-night'])
    expect(postgres.volumes).toContain('postgres-data:/var/lib/postgresql/data')
    expect(redis.healthcheck?.test).toEqual(['CMD', 'redis-cli', 'ping'])
    expect(Object.keys(compose.volumes).sort()).toEqual(['caddy-data', 'media', 'postgres-data', 'redis-data'])
  })

  it('puts Caddy in front of the two web processes, not the worker', () => {
    expect(proxy.image).toMatch(/^caddy:2/)
    expect(proxy.volumes).toContain('./deploy/Caddyfile.postgres:/etc/caddy/Caddyfile:ro')
    expect(proxy.depends_on).toEqual({ web1: { condition: 'service_healthy' }, web2: { condition: 'service_healthy' } })
    const caddyfile = read('deploy/Caddyfile.postgres')
    expect(caddyfile).toMatch(/reverse_proxy web1:3000 web2:3000 \{/)
    expect(caddyfile).toMatch(/health_uri \/api\/ready/)
  })
})

describe('Dockerfile and .dockerignore', () => {
  it('keeps local builds, packages and data out of the image, wherever they are', () => {
    const ignored = read('.dockerignore').split('\n')
    for (const pattern of ['**/node_modules', '**/.next', '**/dist', '**/data', '**/.env', '.git'])
      expect(ignored).toContain(pattern)
  })
})

describe('.env.example', () => {
  it('documents every setting the server reads', () => {
    const example = read('.env.example')
    const env = read('config/env.ts')
    const names = [...env.matchAll(/^\s{4}([A-Z_]+): /gm)].map((match) => match[1])
    expect(names.length).toBeGreaterThan(10)
    for (const name of names.filter((name) => name !== 'DATABASE_ID_TYPE'))
      expect([name, example.includes(`${name}=`)]).toEqual([name, true])
  })
})
