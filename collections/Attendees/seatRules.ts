import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../../payload-types'

/**
 * What the attendees collection's hooks ask of the seat store (cms/db/seatStore), the one write
 * path for attendee rows: a write the CMS makes through Payload keeps the same rules as the
 * registration units, from the same code. The collection cannot import the server (the folder
 * boundaries, eslint.config.js), so the store connects itself to each Payload instance as it
 * starts (cms/db/initPayload.ts), as the events' notices line does.
 */
export interface SeatRules {
  /** The event a row's answers are judged against; null when it is gone. */
  event(eventId: Event['id']): Promise<Pick<Event, 'questions'> | null>
  /** After a write through Payload that took or freed a seat: the event's count, written from its rows. */
  seatMoved(eventId: Event['id'], req: PayloadRequest): Promise<void>
}

const connected = new WeakMap<Payload, SeatRules>()

export function connectSeatRules(payload: Payload, rules: SeatRules) {
  connected.set(payload, rules)
}

/** The rules of the instance `payload`; a Payload started some other way cannot write attendee rows. */
export function seatRulesOf(payload: Payload): SeatRules {
  const rules = connected.get(payload)
  if (!rules)
    throw new Error(
      'Attendee rows are written through the seat store, which cms/db/initPayload.ts connects to each Payload instance',
    )
  return rules
}
