import { fromZonedTime, formatInTimeZone } from 'date-fns-tz'
import { FEEDBACK_EDITABLE_MS } from '../../../contract/feedback'
import { storedNetworking } from '../../../contract/networking'
import { isCalledOff } from '../../../contract/calledOff'
import { asSystem } from '../../lib/asCaller'
import { periodic } from '../../lib/periodic'
import { sendOnce } from '../../lib/sentOnce'
import { issueFeedbackToken } from '../../lib/capabilities/feedbackLink'
import { loadNight } from '../networking/night'
import { mailedSwapsOf } from '../networking/view'
import { mailedSwapsNow } from '../networking/readAgain'
import { seatStoreOf } from '../../db/seatStore'
import type { Payload, PayloadRequest } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from '../../db/atomic'
import type { Mailer } from '../../mail/mailer'
import type { Attendee, Event } from '../../../payload-types'

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

/** What the email needs of a person who came. */
type Guest = Pick<Attendee, 'id' | 'name' | 'email' | 'manageTokenSealed' | 'rowKey' | 'locale'>

/** Registered and checked in: the people the night's pulse asks (no-shows and cancelled people never). */
async function guestsOf(payload: Payload, eventId: Event['id']): Promise<Guest[]> {
  const found = await payload.find({
    collection: 'attendees',
    where: {
      and: [{ event: { equals: eventId } }, { status: { equals: 'registered' } }, { checkedInAt: { exists: true } }],
    },
    sort: 'createdAt',
    depth: 0,
    pagination: false,
    showHiddenFields: true,
    // `locale`: the morning-after email is in the language the person registered in.
    select: { name: true, email: true, manageTokenSealed: true, rowKey: true, checkedInAt: true, locale: true },
    ...asSystem('the people who came to a night, for its morning-after email'),
  })
  return found.docs.filter((row) => row.checkedInAt)
}

/** The pulse's row with its own link, inside the email's unit; returns the link sealed for the email. */
async function writePulse(payload: Payload, secret: string, event: Event, guest: Guest, req: PayloadRequest) {
  const { hash, sealed } = issueFeedbackToken(secret)
  await payload.create({
    collection: 'feedback',
    data: {
      event: event.id,
      attendee: guest.id,
      tokenHash: hash,
      editableUntil: new Date(morningAfterOf(event).getTime() + FEEDBACK_EDITABLE_MS).toISOString(),
    },
    depth: 0,
    req,
    ...asSystem('the morning-after pulse of a person who came, written with its email'),
  })
  return sealed
}

/**
 * The morning after a night (09:00 in its zone; docs/product.md "The morning after"): one email
 * to each person who came, "How was {night}?" with five one-tap ratings (the pulse's own link)
 * and, when they have any, the people they swapped contacts with ("Who to meet"). "Once" is the
 * database's: the key `morningAfter:<event>:<registration>` in sent-reminders (cms/lib/sentOnce.ts)
 * is written in one unit with the feedback row and the email, so any number of workers send it once.
 */
export function morningAfterPass(deps: {
  payload: Payload
  atomic: AtomicUnits
  mailer: Mailer
  logger: Logger
  secret: string
}) {
  const { payload, mailer, logger, secret } = deps

  const seats = seatStoreOf(payload)
  // The person as they are now: someone the team removed, whose check-in was undone, or who was
  // erased after the pass read who came hears nothing. Without this a removal in the pass's
  // seconds failed the pass for everyone after them, and an erased address got an email the
  // erasure no longer saw.
  const cameNow = (event: Event, guest: Guest) => async (req: PayloadRequest) => {
    const row = await seats.row(guest.id, req, { event: event.id })
    return row?.status === 'registered' && row.checkedInAt && !row.anonymisedAt ? row : null
  }

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
    const due = (await guestsOf(payload, event.id)).filter((guest) => !done.has(String(guest.id)))
    if (!due.length) return 0
    // Only a night with networking on has swaps to list.
    const night = storedNetworking(event).enabled ? await loadNight(payload, event.id) : null
    let queued = 0
    for (const guest of due) {
      if (stopped()) break
      const id = String(guest.id)
      const swaps = night ? mailedSwapsOf(night, id, now) : []
      queued += await sendOnce(
        deps,
        { key: `morningAfter:${event.id}:${id}`, event: String(event.id), attendee: id, kind: 'morningAfter' },
        cameNow(event, guest),
        async (req, came) => {
          const feedbackTokenSealed = await writePulse(payload, secret, event, came, req)
          const mailed = await mailedSwapsNow(payload, id, swaps, req)
          await mailer.morningAfter(event, came, { swaps: mailed, feedbackTokenSealed }, req)
        },
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
      // Nobody asks how a night called off went, even of someone checked in before the call-off.
      if (isCalledOff(event, now)) continue
      queued += await sendFor(event, now, stopped)
    }
    if (queued) {
      logger.info({ queued }, 'morning-after emails queued')
      mailer.deliverSoon()
    }
    return queued
  }
  return pass
}

/** Every few minutes, like the reminders. */
export function startMorningAfter(
  deps: { payload: Payload; atomic: AtomicUnits; mailer: Mailer; logger: Logger; secret: string },
  { intervalMs = 5 * 60_000 } = {},
) {
  return periodic(morningAfterPass(deps), {
    intervalMs,
    logger: deps.logger,
    failure: 'morning-after pass failed; retrying at the next tick',
  })
}

export type MorningAfter = ReturnType<typeof startMorningAfter>
