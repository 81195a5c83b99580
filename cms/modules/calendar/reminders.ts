import { asSystem } from '../../lib/asCaller'
import { REMINDER_KINDS, type ReminderKind } from '../../mail/templates'
import { peopleOf, type Registrant } from '../../lib/registrants'
import type { Mailer } from '../../mail/mailer'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from '../../db/atomic'
import type { Event } from '../../../payload-types'

/** The next kind is due when this one is: the 24 h reminder is skipped once the 2 h one is due. */
const KINDS = (Object.entries(REMINDER_KINDS) as [ReminderKind, number][]).sort(([, a], [, b]) => a - b)

/**
 * Reminders 24 h and 2 h before an event starts (docs/api.md, "Calendar"). Every minute it
 * looks at events starting within the next 24 hours with reminders on, and for each
 * registered person who registered before the reminder time writes one `sent-reminders`
 * row and the email in one atomic unit: the row's unique key (event, registration, kind)
 * lets the database decide "once" across instances, restarts and overlapping runs.
 */
export function startReminders(
  deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger },
  { intervalMs = 60_000 } = {},
) {
  const { payload, atomic, mailer, logger } = deps
  // Passes of this instance run one after another; another instance's passes may overlap
  // them, which the unique key settles.
  let chain: Promise<number> = Promise.resolve(0)
  let stopped = false

  const sendOnce = async (event: Event, person: Registrant, kind: ReminderKind) => {
    const key = `${event.id}:${person.id}:${kind}`
    try {
      await atomic.run(async (req) => {
        await payload.create({
          collection: 'sent-reminders',
          data: { key, event: String(event.id), attendee: String(person.id), kind },
          req,
          ...asSystem('a reminder recorded once, with its email'),
        })
        await mailer.reminder(event, person, kind, req)
      })
      return 1
    } catch (err) {
      // Another instance (or an overlapping run) recorded it first: done.
      const found = await payload.count({
        collection: 'sent-reminders',
        where: { key: { equals: key } },
        ...asSystem('was this reminder already sent'),
      })
      if (found.totalDocs > 0) return 0
      throw err
    }
  }

  /** One pass at the given time; returns how many reminders it queued. */
  const pass = async (now: number) => {
    let queued = 0
    const events = await payload.find({
      collection: 'events',
      where: {
        and: [
          { archived: { equals: false } },
          { remindersEnabled: { not_equals: false } },
          { date: { greater_than: new Date(now).toISOString() } },
          { date: { less_than_equal: new Date(now + REMINDER_KINDS['24h']).toISOString() } },
        ],
      },
      depth: 0,
      pagination: false,
      ...asSystem('events starting within a day, for reminders'),
    })
    for (const event of events.docs) {
      const start = Date.parse(String(event.date))
      // The closest reminder that is due; an earlier kind missed (server down) is not sent late.
      const due = KINDS.find(([, before]) => now >= start - before)
      if (!due || stopped) continue
      const [kind, before] = due
      const sent = await payload.find({
        collection: 'sent-reminders',
        where: { and: [{ event: { equals: String(event.id) } }, { kind: { equals: kind } }] },
        depth: 0,
        pagination: false,
        select: { attendee: true },
        ...asSystem('reminders already sent for an event'),
      })
      const done = new Set(sent.docs.map((row) => String(row.attendee)))
      for (const person of await peopleOf(payload, event.id, 'registered')) {
        if (stopped) break
        if (done.has(String(person.id)) || Date.parse(person.createdAt) >= start - before) continue
        queued += await sendOnce(event, person, kind)
      }
    }
    if (queued) {
      logger.info({ queued }, 'reminders queued')
      mailer.deliverSoon()
    }
    return queued
  }

  const runOnce = (now = Date.now()) => (chain = chain.catch(() => 0).then(() => pass(now)))

  const tick = () => {
    if (!stopped) runOnce().catch((err) => logger.warn({ err }, 'reminder pass failed; retrying at the next tick'))
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()

  return {
    /** One pass now (or at `now`, for tests of the schedule), after any pass under way. */
    runOnce,
    /** Stops after the reminder being written. */
    async stop() {
      stopped = true
      clearInterval(timer)
      await chain.catch(() => 0)
    },
  }
}

export type Reminders = ReturnType<typeof startReminders>
