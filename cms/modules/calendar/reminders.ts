import { asSystem } from '../../lib/asCaller'
import { periodic } from '../../lib/periodic'
import { sendOnce } from '../../lib/sentOnce'
import { REMINDER_KINDS, type ReminderKind } from '../../mail/templates'
import { peopleOf, type Registrant } from '../../lib/registrants'
import { suggestionsNow } from '../networking/night'
import { lookForNow } from '../networking/readAgain'
import { optedInOf } from '../../lib/optedIn'
import { seatStoreOf } from '../../db/seatStore'
import type { Mailer } from '../../mail/mailer'
import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from '../../db/atomic'
import type { Event } from '../../../payload-types'
import type { KeyedSuggestion } from '../networking/night'

/** The next kind is due when this one is: the 24 h reminder is skipped once the 2 h one is due. */
const KINDS = (Object.entries(REMINDER_KINDS) as [ReminderKind, number][]).sort(([, a], [, b]) => a - b)

/**
 * Reminders 24 h and 2 h before an event starts (docs/api.md, "Calendar"). Every minute it
 * looks at events starting within the next 24 hours with reminders on, and for each
 * registered person who registered before the reminder time writes one `sent-reminders`
 * row and the email in one atomic unit: the row's unique key (event, registration, kind)
 * lets the database decide "once" across instances, restarts and overlapping runs.
 */
export function remindersPass(deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger }) {
  const { payload, mailer, logger } = deps

  const seats = seatStoreOf(payload)
  // The person as they are now: someone who cancelled, or was removed, after the pass read the
  // night's list hears nothing, and someone who registered again gets their new manage link.
  // The night as it is now (decision 520): one moved, archived or with its reminders switched off
  // since the pass read it is reminded of nothing for the start the pass read; one whose venue or
  // name was changed meanwhile is reminded as it is now, not as the pass read it (the "changed"
  // email went out before this one).
  const registeredNow = (event: Event, person: Registrant) => async (req: PayloadRequest) => {
    const night = await seats.event(event.id, req)
    const sameStart = night && Date.parse(String(night.date)) === Date.parse(String(event.date))
    if (!sameStart || night.archived || night.remindersEnabled === false) return null
    const row = await seats.row(person.id, req, { event: event.id })
    return row?.status === 'registered' ? { row, night: { ...event, ...night } } : null
  }

  const remindOnce = (event: Event, person: Registrant, kind: ReminderKind, lookFor?: KeyedSuggestion[], whoToMeet?: boolean) =>
    sendOnce(
      deps,
      { key: `${event.id}:${person.id}:${kind}`, event: String(event.id), attendee: String(person.id), kind },
      registeredNow(event, person),
      async (req, { row, night }) =>
        mailer.reminder(night, row, kind, req, await lookForNow(payload, String(person.id), lookFor, req), whoToMeet),
    )

  /** One pass at the given time; returns how many reminders it queued. */
  const pass = async (now: number, stopped: () => boolean) => {
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
      if (!due || stopped()) continue
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
      // "3 people to look for tonight" for whoever opted in to "Who to meet" (cms/modules/networking/).
      const lookFor = kind === '24h' ? await suggestionsNow(payload, event) : new Map<string, KeyedSuggestion[]>()
      // "See who to meet" in both reminders (the 2 h one is the night-of email).
      const optedIn = await optedInOf(payload, event)
      for (const person of await peopleOf(payload, event.id, 'registered')) {
        if (stopped()) break
        if (done.has(String(person.id)) || Date.parse(person.createdAt) >= start - before) continue
        const id = String(person.id)
        queued += await remindOnce(event, person, kind, lookFor.get(id), optedIn.has(id))
      }
    }
    if (queued) {
      logger.info({ queued }, 'reminders queued')
      mailer.deliverSoon()
    }
    return queued
  }
  return pass
}

/** Every minute; another instance's passes may overlap this one's, which the unique key settles. */
export function startReminders(
  deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger },
  { intervalMs = 60_000 } = {},
) {
  return periodic(remindersPass(deps), {
    intervalMs,
    logger: deps.logger,
    failure: 'reminder pass failed; retrying at the next tick',
  })
}

export type Reminders = ReturnType<typeof startReminders>
