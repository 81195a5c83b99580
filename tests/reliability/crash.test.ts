import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from '@jest/globals'
import { startChildServer } from '../support/childServer'
import { burst, checkInvariants, createLimitedEvent, type Attempt } from './helpers'

/**
 * kill -9 in the middle of registration bursts, at random moments, several times on one
 * database: nothing acknowledged is lost, capacity holds, every registration has its email,
 * and after the crashes the remaining seats still sell to exactly the capacity.
 */
describe('kill -9 during registration bursts', () => {
  it('keeps every invariant across crashes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-crash-'))
    const capacity = 40
    let server = await startChildServer(dir)
    const eventId = await createLimitedEvent(server.url, capacity)
    const attempts: Attempt[] = []
    try {
      for (let round = 0; round < 3; round++) {
        const running = burst(server.url, eventId, 25, `crash${round}`)
        await new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 200))
        await server.stop('SIGKILL')
        attempts.push(...(await running))
        server = await startChildServer(dir)
        await checkInvariants(server.url, eventId, capacity, attempts)
      }
      // The seats left sell to exactly the capacity: no seat was destroyed by a crash.
      const rest = await burst(server.url, eventId, capacity, 'after')
      attempts.push(...rest)
      const attendees = await checkInvariants(server.url, eventId, capacity, attempts)
      expect(attendees).toHaveLength(capacity)
      expect(rest.filter((attempt) => attempt.status !== 201 && attempt.status !== 409)).toEqual([])
      expect(server.output()).not.toMatch(/"level":50/)
    } finally {
      await server.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 180_000)
})
