import { fromZonedTime, formatInTimeZone } from 'date-fns-tz'
import { asSystem } from '../../lib/asCaller'
import { periodic } from '../../lib/periodic'
import { peopleOf } from '../../lib/registrants'
import { sendOnce } from '../../lib/sentOnce'
import { loadNight } from './night'
import { swapsOf } from './view'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from '../../db/atomic'
import type { Mailer } from '../../mail/mailer'
import type { Event } from '../../../payload-types'

/** The morning after a night, in its own zone. */
export const MORNING_AFTER_HOUR = 9
/** A server that was down at 09:00 still sends within this long after it, never later. */
export const MORNING_AFTER_CATCH_UP_MS = 48 * 3600_000

/** 09:00 on the calendar day after the night's start, in the night's zone. */
export function morningAfterOf(event: Pick<Event, 'date' | 'timezone'>): Date {
  const zone = event.timezone
  const [year, month, day] = formatInTimeZone(new Date(event.date), zone, 'yyyy-MM-dd').split('-').map(Number)
  const next = new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10)
  return fromZonedTime(`${next}T${String(MORNING_AFTER_HOUR).padStart(2, '0')}:00:00`, zone)
}

/**
 * "People you swapped contacts with at {night}" (docs/product.md "Who to meet"): the morning after
 * a night with networking on, one email to each person with at least one mutual swap (both still
 * registered and opted in), with what each of them chose to share; to nobody else. "Once" is the
 * database's (`morningAfter:<event>:<registration>` in sent-reminders, cms/lib/sentOnce.ts), so
 * any number of server processes send it once. Every few minutes, like the reminders.
 */
export function startMorningAfter(
  deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger },
  { intervalMs = 5 * 60_000 } = {},
) {
  const { payload, mailer, logger } = deps

  const sendFor = async (event: Event, now: number, stopped: () => boolean) => {
    const sent = await payload.find({
      collection: 'sent-reminders',
      where: { and: [{ event: { equals: String(event.id) } }, { kind: { equals: 'morningAfter' } }] },
      depth: 0,
      pagination: false,
      select: { attendee: true },
      ...asSystem('morning-after emails already sent for a night'),
    })
    const done = new Set(sent.docs.map((row) => String(row.attendee)))
    const night = await loadNight(payload, event.id)
    if (!night) return 0
    const due = [...night.people.keys()]
      .filter((id) => !done.has(id))
      .map((id) => ({ id, swaps: swapsOf(night, id, now).mutual }))
      .filter(({ swaps }) => swaps.length > 0)
    if (!due.length) return 0
    // The rows with the sealed manage tokens the emails link (cms/lib/registrants.ts).
    const rows = new Map((await peopleOf(payload, event.id, 'registered')).map((row) => [String(row.id), row]))
    let queued = 0
    for (const { id, swaps } of due) {
      const row = rows.get(id)
      if (stopped() || !row) continue
      queued += await sendOnce(
        deps,
        { key: `morningAfter:${event.id}:${id}`, event: String(event.id), attendee: id, kind: 'morningAfter' },
        (req) => mailer.morningAfter(event, row, swaps, req),
      )
    }
    return queued
  }

  /** One pass at the given time; returns how many emails it queued. */
  const pass = async (now: number, stopped: () => boolean) => {
    // Nights that started in the last few days: their morning after is now or just past.
    const events = await payload.find({
      collection: 'events',
      where: {
        and: [
          { 'networking.enabled': { equals: true } },
          { date: { less_than_equal: new Date(now).toISOString() } },
          { date: { greater_than: new Date(now - MORNING_AFTER_CATCH_UP_MS - 2 * 86_400_000).toISOString() } },
        ],
      },
      depth: 0,
      pagination: false,
      ...asSystem('nights whose morning after may be due'),
    })
    let queued = 0
    for (const event of events.docs) {
      const at = morningAfterOf(event).getTime()
      if (stopped() || now < at || now >= at + MORNING_AFTER_CATCH_UP_MS) continue
      queued += await sendFor(event, now, stopped)
    }
    if (queued) {
      logger.info({ queued }, 'morning-after emails queued')
      mailer.deliverSoon()
    }
    return queued
  }

  return periodic(pass, { intervalMs, logger, failure: 'morning-after pass failed; retrying at the next tick' })
}

export type MorningAfter = ReturnType<typeof startMorningAfter>
