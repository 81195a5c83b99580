import os from 'node:os'
import { asSystem } from '../lib/asCaller'
import type { Payload } from 'payload'
import type { DatabaseFileWatch } from './storageHealth'
import type { StorageCare } from './sqliteConnections'

/** An error's message with its causes ("Failed query" alone says nothing of why). */
const causes = (err: unknown, depth = 0): string => {
  if (!(err instanceof Error) || depth > 3) return String(err)
  return err.cause ? `${err.message} (${causes(err.cause, depth + 1)})` : err.message
}

export type Readiness = { ready: true } | { ready: false; reason: string }

/**
 * `GET /api/ready`: ready only when the database accepts a write (this instance's row in
 * `health-probes` is rewritten) and the server is not draining. A probe result is reused for
 * a second so a load balancer polling often costs one write a second at most.
 */
export function createReadiness(payload: Payload, databaseFile: DatabaseFileWatch, healer: Pick<StorageCare, 'heal'>) {
  const instance = `${os.hostname()}:${process.pid}`
  let draining = false
  let last: { at: number; result: Readiness } | null = null
  let running: Promise<Readiness> | null = null

  /** A failed probe heals what it can (a connection left read-only) and tries once more. */
  async function probe(): Promise<Readiness> {
    const first = await write()
    if (first.ready || !first.error || !(await healer.heal(first.error).catch(() => false))) return first.readiness
    return (await write()).readiness
  }

  async function write(): Promise<{ ready: boolean; readiness: Readiness; error?: unknown }> {
    const problem = databaseFile.check()
    if (problem) return { ready: false, readiness: { ready: false, reason: problem } }
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
      return { ready: true, readiness: { ready: true } }
    } catch (error) {
      return { ready: false, error, readiness: { ready: false, reason: `the database refused a write: ${causes(error)}` } }
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
