import {
  MESSAGES_PER_DAY,
  messageAudiences,
  type AudienceCounts,
  type EventMessageDto,
  type MessageAudience,
} from '../../../contract/eventMessages'
import { messages } from '../../../contract/messages'
import { isCalledOff } from '../../../contract/calledOff'
import { relationId } from '../../../contract/relations'
import { HttpError } from '../../lib/httpError'
import { asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { loadEvent } from '../events/service'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { AtomicUnits } from '../../db/atomic'
import type { Mailer } from '../../mail/mailer'
import type { Event } from '../../../payload-types'
import type { Locale } from '../../i18n/locales'

/**
 * Messages to an event's attendees (docs/api.md "Messages to attendees"). Whoever manages the
 * event (access/events.ts, asked by loadEvent and by the collections) sends and reads.
 * A message, its history row and one email per person are one atomic unit. The limit of three a
 * (UTC) day is the database's: each row takes one of the day's three `slotKey`s, unique, so two
 * processes racing for the last one cannot both have it.
 */
export interface MessageInput {
  subject: string
  body: string
  audience: MessageAudience
  test?: boolean
}

/**
 * The people an audience means; cancelled rows are never in any of them, nor an erased or purged
 * row (a "Removed" figure of a night that is over, with no address: decision 527).
 */
function audienceWhere(event: Event, audience: MessageAudience, now: number): Where | null {
  const ofEvent: Where = { and: [{ event: { equals: event.id } }, { anonymisedAt: { exists: false } }] }
  if (audience === 'waitlisted') return { and: [ofEvent, { status: { equals: 'waitlisted' } }] }
  const registered = [ofEvent, { status: { equals: 'registered' } }]
  if (audience === 'registered') return { and: registered }
  if (audience === 'checkedIn') return { and: [...registered, { checkedInAt: { exists: true } }] }
  // Nobody is a no-show before the night starts, nor ever of a night called off.
  if (Date.parse(String(event.date)) > now || isCalledOff(event, now)) return null
  return { and: [...registered, { checkedInAt: { exists: false } }] }
}

export function messagesService(payload: Payload, atomic: AtomicUnits, mailer: Mailer) {
  const count = async (caller: Caller, event: Event, audience: MessageAudience) => {
    const where = audienceWhere(event, audience, Date.now())
    return where ? (await payload.count({ collection: 'attendees', where, ...asCaller(caller) })).totalDocs : 0
  }

  /**
   * The people with what their emails need (the sealed manage token, hidden from every API, and the
   * language each registered in: a host writing in English reaches a German registrant in German
   * around the host's words), read inside the unit.
   */
  const people = async (event: Event, audience: MessageAudience, req: PayloadRequest) => {
    const where = audienceWhere(event, audience, Date.now())
    if (!where) return []
    const found = await payload.find({
      collection: 'attendees',
      where,
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      showHiddenFields: true,
      select: { name: true, email: true, manageTokenSealed: true, rowKey: true, locale: true },
      req,
      ...asSystem('a message to the people of an event its sender manages (checked in the unit, after its lock)'),
    })
    return found.docs
  }

  const slotTaken = async (slotKey: string) =>
    (
      await payload.count({
        collection: 'event-messages',
        where: { slotKey: { equals: slotKey } },
        ...asSystem('was this slot taken'),
      })
    ).totalDocs > 0

  return {
    async counts(caller: Caller, eventId: string): Promise<AudienceCounts> {
      const event = await loadEvent(payload, eventId, { caller: caller, must: 'manage' })
      const entries = await Promise.all(
        messageAudiences.map(async (audience) => [audience, await count(caller, event, audience)]),
      )
      return Object.fromEntries(entries) as AudienceCounts
    },

    async history(caller: Caller, eventId: string): Promise<EventMessageDto[]> {
      const event = await loadEvent(payload, eventId, { caller: caller, must: 'manage' })
      const found = await payload.find({
        collection: 'event-messages',
        where: { event: { equals: event.id } },
        sort: '-createdAt',
        depth: 0,
        pagination: false,
        ...asCaller(caller),
      })
      return found.docs.map((row) => ({
        subject: row.subject,
        audience: row.audience,
        recipients: row.recipients,
        sentBy: row.sentByName,
        sentAt: row.createdAt,
      }))
    },

    /** `locale`: the host's page language, which a test copy (to the host) is written in. */
    async send(caller: Caller, eventId: string, input: MessageInput, locale?: Locale): Promise<{ recipients: number }> {
      const event = await loadEvent(payload, eventId, { caller: caller, must: 'manage' })
      const user = caller.user!
      const message = { subject: input.subject, body: input.body, sender: String(user.name ?? ''), test: input.test === true }
      if (message.test) {
        const self = { id: user.id, name: String(user.name ?? ''), email: String(user.email), locale: locale ?? null }
        await atomic.run((req) => mailer.attendeeMessage(event, [self], message, req))
        mailer.deliverSoon()
        return { recipients: 1 }
      }
      // The UTC day, not the night's: a host could otherwise start a new day by switching its time zone.
      const day = new Date().toISOString().slice(0, 10)
      const ofDay: Where = { and: [{ event: { equals: event.id } }, { day: { equals: day } }] }
      for (;;) {
        const used = (await payload.count({ collection: 'event-messages', where: ofDay, ...asCaller(caller) })).totalDocs
        if (used >= MESSAGES_PER_DAY) throw new HttpError(429, messages.tooManyMessages)
        const slotKey = `${event.id}:${day}:${used + 1}`
        try {
          const sent = await atomic.run(async (req) => {
            // Still the caller's night to manage now the unit has it (a co-host removed meanwhile is
            // not), and the night as it is now (called off meanwhile, its no-shows are nobody).
            const night = await loadEvent(payload, eventId, { caller, req, must: 'manage' })
            const recipients = await people(night, input.audience, req)
            if (recipients.length === 0) throw new HttpError(409, messages.noOneMatchesAudience)
            await payload.create({
              collection: 'event-messages',
              data: {
                event: event.id,
                subject: input.subject,
                audience: input.audience,
                recipients: recipients.length,
                sentBy: relationId(user.id),
                sentByName: message.sender,
                day,
                slotKey,
              },
              req,
              ...asCaller(caller),
            })
            await mailer.attendeeMessage(night, recipients, message, req)
            return { recipients: recipients.length }
          })
          mailer.deliverSoon()
          return sent
        } catch (err) {
          // Another process took this slot first: count again (the next slot, or the limit).
          if (err instanceof HttpError || !(await slotTaken(slotKey))) throw err
        }
      }
    },
  }
}
