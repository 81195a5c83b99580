import os from 'node:os'
import { asSystem } from '../lib/asCaller'
import type { Payload } from 'payload'
import type { DatabaseFileWatch } from './storageHealth'

export type Readiness = { ready: true } | { ready: false; reason: string }

/**
 * `GET /api/ready`: ready only when the database accepts a write (this instance's row in
 * `health-probes` is rewritten) and the server is not draining. A probe result is reused for
 * a second so a load balancer polling often costs one write a second at most.
 */
export function createReadiness(payload: Payload, databaseFile: DatabaseFileWatch) {
  const instance = `${os.hostname()}:${process.pid}`
  let draining = false
  let last: { at: number; result: Readiness } | null = null
  let running: Promise<Readiness> | null = null

  async function probe(): Promise<Readiness> {
    const problem = databaseFile.check()
    if (problem) return { ready: false, reason: problem }
    try {
      const data = { instance, checkedAt: new Date().toISOString() }
      const updated = await payload.update({
        collection: 'health-probes',
        where: { instance: { equals: instance } },
        data,
        depth: 0,
        ...asSystem('readiness write probe'),
      })
      if (!updated.docs.length)
        await payload.create({ collection: 'health-probes', data, depth: 0, ...asSystem('readiness write probe') })
      return { ready: true }
    } catch (err) {
      return { ready: false, reason: `the database refused a write: ${err instanceof Error ? err.message : String(err)}` }
    }
  }

  return {
    async check(): Promise<Readiness> {
      if (draining) return { ready: false, reason: 'the server is shutting down' }
      // The file check is cheap and must not wait for the cached write probe to expire.
      const problem = databaseFile.check()
      if (problem) return { ready: false, reason: problem }
      if (last && Date.now() - last.at < 1000) return last.result
      running ??= probe().finally(() => {
        running = null
      })
      const result = await running
      last = { at: Date.now(), result }
      return result
    },
    /** From now on the answer is 503, so load balancers stop sending before the listener closes. */
    markDraining() {
      draining = true
    },
    get draining() {
      return draining
    },
  }
}

export type ReadinessCheck = ReturnType<typeof createReadiness>
