import fs from 'node:fs'
import os from 'node:os'
import net from 'node:net'
import path from 'node:path'
import { spawn } from 'node:child_process'
import { afterAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { FILLED_BY_A_PERSON } from '../support/actors'
import { startChildServer } from '../support/childServer'
import { freePort, startTestServer } from '../support/testServer'
import { waitFor } from '../support/waiting'
import { redisMissing } from '../support/missingTools'
import { itNeeding } from '../support/unavailable'
import type { ApiError } from '../../contract/types'

const dirs: string[] = []
const tempDir = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  dirs.push(dir)
  return dir
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })))

/** Whether something listens on a loopback port. */
const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1')
    socket.once('connect', () => resolve(socket.end() !== undefined))
    socket.once('error', () => resolve(false))
  })

const contact = (i: number) => ({
  name: `Rate ${i}`,
  email: `rate${i}@example.com`,
  message: 'Hello from the rate limit test.',
  ...FILLED_BY_A_PERSON,
})

describe('rate limits', () => {
  it('limit login attempts per client address with the spec-style message', async () => {
    const server = await startTestServer({ RATE_LIMITS: 'on' })
    try {
      const client = new Client(server.url)
      const statuses: number[] = []
      for (let i = 0; i < 21; i++) {
        statuses.push((await client.post('/api/login', { email: `nobody${i}@example.com`, password: 'wrong-password' })).status)
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
      const limited = await client.post<ApiError>('/api/login', { email: 'nobody@example.com', password: 'wrong-password' })
      expect(limited.status).toBe(429)
      expect(limited.body.message).toBe('Too many requests. Please try again later.')
    } finally {
      await server.stop()
    }
  })

  const redisServer = '/usr/bin/redis-server'
  itNeeding(redisMissing(redisServer), 'shared rate limits')(
    'are shared through Redis by two server processes',
    async () => {
      const redisPort = await freePort()
      const redis = spawn(redisServer, ['--port', String(redisPort), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' })
      const dir = tempDir('mpn-redis-')
      const settings = { RATE_LIMITS: 'on', REDIS_URL: `redis://127.0.0.1:${redisPort}` }
      try {
        // Redis is up once it accepts a connection on its port.
        await waitFor(() => accepts(redisPort), 10_000, 'redis-server listening')
        const first = await startChildServer(dir, settings)
        const second = await startChildServer(dir, settings)
        try {
          const statuses: number[] = []
          for (let i = 0; i < 12; i++) {
            const target = i % 2 ? second : first
            statuses.push((await new Client(target.url).post('/api/contact', contact(i))).status)
          }
          expect(statuses.filter((status) => status === 201)).toHaveLength(10)
          expect(statuses.slice(10)).toEqual([429, 429])
        } finally {
          await Promise.all([first.stop(), second.stop()])
        }
      } finally {
        redis.kill()
      }
    },
    120_000,
  )
})

describe('structured logs', () => {
  it('are JSON lines carrying the request id, with no passwords or tokens', async () => {
    const server = await startChildServer(tempDir('mpn-logs-'), { LOG_LEVEL: 'info' })
    try {
      const response = await fetch(`${server.url}/api/events`, { headers: { 'X-Request-Id': 'trace-me-123' } })
      expect(response.headers.get('x-request-id')).toBe('trace-me-123')
      const client = new Client(server.url)
      await client.post('/api/login', { email: 'master@example.com', password: 'master-password-1' })
      await client.get('/api/user')
      const lines = () =>
        server
          .output()
          .split('\n')
          .filter((line) => line.startsWith('{'))
          .map((line) => JSON.parse(line) as { msg?: string; req?: { id?: unknown; url?: string }; res?: unknown })
      // The last request's line is written once its answer is sent.
      await waitFor(() => lines().some((line) => line.req?.url === '/api/user'), 10_000, 'the log line of GET /api/user')
      const traced = lines().find((line) => line.req?.id === 'trace-me-123')
      expect(traced).toMatchObject({ msg: 'request completed', res: { statusCode: 200 } })
      const userLines = lines().filter((line) => line.req?.url === '/api/user')
      expect(userLines.length).toBeGreaterThan(0)
      expect(userLines.every((line) => typeof line.req?.id === 'string')).toBe(true)
      expect(server.output()).not.toContain('master-password-1')
      expect(server.output()).not.toMatch(/payload-token=[A-Za-z0-9]/)
    } finally {
      await server.stop()
    }
  }, 60_000)
})
