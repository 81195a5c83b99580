import { cityKeyOf } from '../../../contract/subscriptions'
import { asSystem } from '../../lib/asCaller'
import { periodic } from '../../lib/periodic'
import { lockEventRows } from '../../db/rowLocks'
import { followerWithLink } from './service'
import type { Payload, Where } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from '../../db/atomic'
import type { Mailer } from '../../mail/mailer'
import type { MailFollower } from '../../mail/templates'
import type { Event } from '../../../payload-types'

/**
 * Tells a city's confirmed followers about nights published there for the first time
 * (collections/Events/hooks/publication.ts leaves them `announcement: pending`). Per city, one
 * atomic unit re-reads the pending nights, records each as announced under a unique key
 * (`sent-reminders`, `announcement:<event>`) and writes one email per follower listing them:
 * two instances (or a pass and a kick, or an edit racing a publication) meet in the database,
 * and a night whose key is already there is never announced again. A crash before the unit
 * commits leaves them pending for the next pass; one after it has nothing left to do. A night
 * that started before its announcement went out is marked skipped, with no email.
 */
export function announcePass(deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; secret: string }) {
  const { payload, atomic, mailer, secret } = deps

  /** Published nights still waiting for their announcement (a draft again waits until published). */
  const pendingWhere: Where = { and: [{ announcement: { equals: 'pending' } }, { status: { not_equals: 'draft' } }] }

  const announceCity = (cityKey: string, ids: Event['id'][], now: number) =>
    atomic.run(async (req) => {
      // Two workers announcing one city take turns (cms/db/rowLocks.ts): the second reads the
      // nights as the first left them, announced, and has nothing to do.
      await lockEventRows(payload, ids, req)
      const { docs: pending } = await payload.find({
        collection: 'events',
        where: { and: [pendingWhere, { id: { in: ids } }] },
        sort: 'date',
        depth: 0,
        pagination: false,
        req,
        ...asSystem('the nights this unit announces, read inside it'),
      })
      const open = pending.filter((event) => !event.archived && Date.parse(String(event.date)) > now)
      // The database's "once": a night whose key another unit (instance) recorded is not announced again.
      const keyOf = (event: Event) => `announcement:${event.id}`
      const { docs: recorded } = await payload.find({
        collection: 'sent-reminders',
        where: { key: { in: open.map(keyOf) } },
        depth: 0,
        pagination: false,
        select: { key: true },
        req,
        ...asSystem('nights already announced'),
      })
      const done = new Set(recorded.map((row) => row.key))
      const fresh = open.filter((event) => !done.has(keyOf(event)))
      for (const event of pending) {
        await payload.db.updateOne({
          collection: 'events',
          where: { id: { equals: event.id } },
          data: { announcement: open.includes(event) ? 'sent' : 'skipped' },
          req,
          returning: false,
        })
      }
      for (const event of fresh) {
        await payload.create({
          collection: 'sent-reminders',
          data: { key: keyOf(event), event: String(event.id), kind: 'announcement' },
          depth: 0,
          req,
          ...asSystem('a night announced once, with its emails'),
        })
      }
      if (!fresh.length) return 0
      const { docs: followers } = await payload.find({
        collection: 'subscriptions',
        where: { and: [{ cityKey: { equals: cityKey } }, { confirmed: { equals: true } }] },
        depth: 0,
        pagination: false,
        showHiddenFields: true,
        req,
        ...asSystem("a city's confirmed followers, for its announcement"),
      })
      // One at a time: a follower whose link is renewed is written in this unit (decision 592).
      const mailed: MailFollower[] = []
      for (const follower of followers) mailed.push(await followerWithLink(payload, secret, follower, req))
      if (mailed.length) await mailer.newNights(fresh, mailed, req)
      return followers.length
    })

  /** One pass: every city with pending nights; returns how many emails it queued. */
  const pass = async (now: number, stopped: () => boolean) => {
    const { docs } = await payload.find({
      collection: 'events',
      where: pendingWhere,
      depth: 0,
      pagination: false,
      select: { city: true },
      ...asSystem('nights waiting for their announcement'),
    })
    const byCity = new Map<string, Event['id'][]>()
    for (const event of docs) {
      const key = cityKeyOf(String(event.city ?? ''))
      byCity.set(key, [...(byCity.get(key) ?? []), event.id])
    }
    let queued = 0
    for (const [cityKey, ids] of byCity) {
      if (stopped()) break
      queued += await announceCity(cityKey, ids, now)
    }
    if (queued) mailer.deliverSoon()
    return queued
  }
  return pass
}

/** Every minute, and soon after a first publication (`kick`). */
export function startAnnouncer(
  deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger; secret: string },
  { intervalMs = 60_000 }: { intervalMs?: number } = {},
) {
  const { logger } = deps
  const job = periodic(announcePass(deps), {
    intervalMs,
    logger,
    failure: 'announcing new nights failed; retrying at the next pass',
  })
  let queuedKick = false
  return {
    ...job,
    /** A first publication was just written: one more pass soon (kicks while one waits coalesce). */
    kick: () => {
      if (queuedKick) return
      queuedKick = true
      setImmediate(() => {
        queuedKick = false
        job.runOnce().catch((err: unknown) => logger.warn({ err }, 'announcing new nights failed; retrying at the next pass'))
      })
    },
  }
}

export type Announcer = ReturnType<typeof startAnnouncer>
