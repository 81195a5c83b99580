import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from '@jest/globals'
import { Client } from '../support/client'
import { createEvent } from '../support/actors'
import { startChildServer, type ChildServer } from '../support/childServer'

/**
 * A rolling restart (docs/operations.md, "Several instances"): two compiled replicas on one
 * database, traffic spread over both the way the compose file's Caddy does it (round robin
 * over the replicas whose /api/ready answers 200, checked every 200 ms; a request that
 * cannot reach one is tried on the other, never a request already sent), and each replica
 * stopped with SIGTERM and started again in turn while registrations keep coming. Every
 * registration must be answered 201 and stored once.
 */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-rolling-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

describe('rolling restart', () => {
  it('loses no request while each of two replicas drains and comes back', async () => {
    const replicas: (ChildServer | null)[] = [
      await startChildServer(dir, { RATE_LIMITS: 'off' }),
      await startChildServer(dir, { RATE_LIMITS: 'off' }),
    ]
    try {
      const master = new Client(replicas[0]!.url)
      expect((await master.post('/api/login', { email: 'master@example.com', password: 'master-password-1' })).status).toBe(200)
      const event = await createEvent(master)

      // Caddy's active health checks (deploy/Caddyfile: health_uri /api/ready).
      const healthy = [true, true]
      let checking = true
      const healthChecks = (async () => {
        while (checking) {
          await Promise.all(
            replicas.map(async (replica, index) => {
              healthy[index] =
                replica !== null &&
                (await fetch(`${replica.url}/api/ready`)
                  .then((answer) => answer.ok)
                  .catch(() => false))
            }),
          )
          await new Promise((resolve) => setTimeout(resolve, 200))
        }
      })()

      let turn = 0
      /** Like Caddy's lb_try_duration: only a refused connection moves on to the other replica. */
      const register = async (i: number) => {
        const body = JSON.stringify({
          name: `Rolling ${i}`,
          email: `rolling${i}@example.com`,
          company: 'Roll Co',
          formFillMs: 5000,
        })
        const deadline = Date.now() + 10_000
        for (;;) {
          const index = turn++ % 2
          const replica = healthy[index] ? replicas[index] : null
          if (replica) {
            try {
              const answer = await fetch(`${replica.url}/api/events/${event.id}/attendees`, {
                method: 'POST',
                headers: { 'Content-Type': 'application/json', Origin: replica.url },
                body,
              })
              return answer.status
            } catch (err) {
              const code = (err as { cause?: { code?: string } }).cause?.code
              if (code !== 'ECONNREFUSED') return `error ${code ?? (err as Error).message}`
            }
          }
          if (Date.now() > deadline) return 'no replica answered'
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }

      let sent = 0
      const statuses: (number | string)[] = []
      let stop = false
      const traffic = (async () => {
        while (!stop) {
          const batch = Array.from({ length: 5 }, () => register(sent++))
          statuses.push(...(await Promise.all(batch)))
        }
      })()

      for (const index of [0, 1]) {
        await new Promise((resolve) => setTimeout(resolve, 500))
        const old = replicas[index]!
        const exitCode = await old.stop('SIGTERM')
        expect(exitCode).toBe(0)
        replicas[index] = null
        replicas[index] = await startChildServer(dir, { RATE_LIMITS: 'off' })
        // Back in rotation once its health check passes, as behind Caddy.
      }
      await new Promise((resolve) => setTimeout(resolve, 500))
      stop = true
      await traffic
      checking = false
      await healthChecks

      expect(statuses.length).toBeGreaterThan(20)
      expect(statuses.filter((status) => status !== 201)).toEqual([])
      const count = await new Client(replicas[1]!.url).get(`/api/events/${event.id}/attendee-count`)
      expect(count.body.count).toBe(statuses.length)
    } finally {
      await Promise.all(replicas.map((replica) => replica?.stop('SIGKILL') ?? Promise.resolve()))
    }
  }, 180_000)
})
