import { periodic } from '../../lib/periodic'
import { describePurge, purgedAnything, purgeExpired, type PurgeResult } from './purge'
import { finishEntry, hasEntry, logEntry, releaseEntry } from './log'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { StorageCare } from '../../db/sqliteConnections'

/** The day's key: one purge per UTC day across every instance. */
export const purgeKeyOf = (now: number) => `purge:${new Date(now).toISOString().slice(0, 10)}`

/**
 * The daily retention purge (docs/operations.md, "Privacy"). Every hour each instance tries to
 * claim the day by writing the privacy log's row `purge:<UTC day>`; the unique key lets exactly
 * one instance win, the others skip. A purge that fails gives the day back (the next tick tries
 * again); one whose process dies leaves it claimed, and the next day's purge takes everything
 * older than its own cutoff, so nothing is left behind for good.
 */
export function purgePass(deps: PurgeDeps) {
  const { payload, secret, logger, storage } = deps

  /** Today's purge, unless this or another instance has claimed the day; null when skipped. */
  const purgeOnce = async (now: number): Promise<PurgeResult | null> => {
    const key = purgeKeyOf(now)
    let claim
    try {
      claim = await logEntry(payload, { kind: 'purge', key, finished: false })
    } catch (err) {
      if (await hasEntry(payload, key)) return null
      throw err
    }
    const result = await purgeExpired(payload, secret, now).catch(async (err: unknown) => {
      await releaseEntry(payload, claim.id)
      throw err
    })
    await finishEntry(payload, claim.id, result.counts)
    // What the purge removed leaves every file of the database, the WAL included.
    if (!(await storage.forgetRemoved())) logger.warn('the purge could not empty the write-ahead log at once; the next one will')
    // Said only when something went: "Purged data ... 0 attendees anonymised, 0 ..." at every
    // first start of an empty site read like an alarm. The privacy log records every run.
    if (purgedAnything(result)) logger.info({ ...result.counts, retentionDays: result.retentionDays }, describePurge(result))
    else logger.debug({ retentionDays: result.retentionDays }, 'retention purge: nothing to purge')
    return result
  }
  return purgeOnce
}

type PurgeDeps = { payload: Payload; secret: string; logger: Logger; storage: Pick<StorageCare, 'forgetRemoved'> }

/** Every hour; the first tick of a UTC day claims it. */
export function startPurgeJob(deps: PurgeDeps, { intervalMs = 60 * 60_000 }: { intervalMs?: number } = {}) {
  return periodic(purgePass(deps), {
    intervalMs,
    logger: deps.logger,
    failure: 'retention purge failed; retrying at the next tick',
  })
}

export type PurgeJob = ReturnType<typeof startPurgeJob>
