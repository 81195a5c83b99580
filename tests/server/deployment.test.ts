import { describe, expect, it } from '@jest/globals'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'yaml'

const rootDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..')
const read = (file: string) => fs.readFileSync(path.join(rootDir, file), 'utf8')

/** No Docker engine runs here, so the compose file and Dockerfile are checked by reading them. */
describe('docker-compose.yml', () => {
  const compose = parse(read('docker-compose.yml'))

  it('runs the app against a MongoDB replica set that initiates itself', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'mailpit', 'mongo'])
    const { app, mongo } = compose.services
    expect(app.environment.DATABASE_URI).toMatch(/^mongodb:\/\/mongo:27017\/.+\?replicaSet=rs0$/)
    expect(app.environment.NODE_ENV).toBe('production')
    expect(app.environment.PAYLOAD_SECRET).toContain(':?')
    expect(app.depends_on.mongo.condition).toBe('service_healthy')
    expect(mongo.command).toEqual(['mongod', '--replSet', 'rs0', '--bind_ip_all'])
    expect(mongo.healthcheck.test.join(' ')).toContain("rs.initiate({ _id: 'rs0'")
    expect(mongo.volumes).toContain('mongo-data:/data/db')
    expect(Object.keys(compose.volumes)).toEqual(expect.arrayContaining(['mongo-data', 'media']))
  })

  it('gives the app a mail catcher to send to', () => {
    expect(compose.services.app.environment.SMTP_URL).toContain('smtp://mailpit:1025')
    expect(compose.services.mailpit.ports).toContain('8025:8025')
  })
})

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile')
  it('is multi-stage, runs as a non-root user with production dependencies and a health check', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2)
    expect(dockerfile).toContain('npm ci --omit=dev')
    expect(dockerfile).toMatch(/^USER node$/m)
    expect(dockerfile).toContain('/api/health')
    expect(dockerfile).toMatch(/^FROM node:24/m)
  })
})

describe('.env.example', () => {
  it('documents every setting the server reads', () => {
    const example = read('.env.example')
    const env = read('cms/env.ts')
    const names = [...env.matchAll(/^\s{4}([A-Z_]+): /gm)].map((match) => match[1]!)
    expect(names.length).toBeGreaterThan(10)
    for (const name of names.filter((name) => name !== 'DATABASE_ID_TYPE')) expect([name, example.includes(`${name}=`)]).toEqual([name, true])
  })
})
