import type { PayloadRequest } from 'payload'
import type { Attendee } from '../../../payload-types'
import type { EventRow } from '../../lib/dto'
import type { Id } from '../../../contract/types'
import type { Role } from '../../../contract/auth'

/** An event as the seat store reads it: the columns of its own row (its team lives in other tables). */
export type SeatEvent = EventRow

/** A person as a new row holds them: the rest (email key, row key, times) the store fills in. */
export interface NewAttendee {
  event: Id
  name: string
  email: string
  company: string
  showCompany?: boolean
  answers?: Record<string, unknown> | null
  status: Attendee['status']
  waitlistedAt?: string | null
  cancelledAt?: string | null
  checkedInAt?: string | null
  manageTokenHash?: string | null
  manageTokenSealed?: string | null
  /** The language of emails to this person (cms/i18n/locales.ts). */
  locale?: string | null
}

/**
 * An email a unit queues beside its seat (collections/EmailOutbox.ts), every field as
 * cms/mail/queue.ts fills it in: the queue sends it once the unit has committed.
 */
export interface OutboxRow {
  to: string
  replyTo: string | null
  subject: string
  template: string
  data: unknown
  status: 'pending'
  attempts: number
  createdAt: string
  updatedAt: string
}

/**
 * A webhook delivery a unit queues beside its change (collections/WebhookDeliveries.ts), every
 * field as cms/modules/webhooks/emit.ts fills it in: the sender sends it once the unit has committed.
 */
export interface DeliveryRow {
  endpointId: string
  messageId: string
  attendeeId: string | null
  type: string
  body: string
  status: 'pending'
  attempts: number
  nextAttemptAt: string
  createdAt: string
  updatedAt: string
}

/**
 * An enabled webhook endpoint that hears a night (its own, or its owner's "every night" one),
 * with what its owner's right to hear it turns on (cms/modules/webhooks/emit.ts): their role
 * and approval. `owner` is null once the account is gone.
 */
export interface NightEndpoint {
  id: Id
  events: unknown
  owner: { id: Id; role: Role | null; approved: boolean | null } | null
}

/** What a write may change on a row (its event and creation are fixed; a new key only on revival, decision 538). */
export type AttendeeChanges = Partial<Omit<Attendee, 'id' | 'event' | 'createdAt' | 'updatedAt'>>

/**
 * A conditional write's condition besides the row's id: the write happens only while the row
 * still is as the unit read it (a check-in not yet recorded, a person still waiting, a row not
 * yet anonymised), so of two writers racing one wins and the other hears it.
 */
export interface RowCondition {
  event?: Id
  status?: Attendee['status']
  checkedInAt?: null
  /** Only while the person is still named on the row (not erased or purged). */
  anonymisedAt?: null
  /** Only while the row's check-in is later than this time: the earliest scan wins (cms/modules/door/checkInBatch.ts). */
  checkedInAfter?: string
  emailKey?: string
}

/**
 * A person on the door's list: never an email address. The row's key and erasure time are read
 * only for the offline snapshot, which turns the key into the entry code's hash at once.
 */
export type DoorRow = Pick<Attendee, 'id' | 'name' | 'company' | 'checkedInAt' | 'answers'> &
  Partial<Pick<Attendee, 'rowKey' | 'anonymisedAt'>>

/** What the door's list reads beside name, company and check-in time. */
export interface DoorColumns {
  /** The answers (for the questions shown at the door). */
  answers?: boolean
  /** The row's key and erasure time (for the offline snapshot's code hashes). */
  keys?: boolean
}

/**
 * The one write path for attendee rows (cms/db/seatStore/index.ts says why and how). Every
 * method takes the caller's `req`: inside an atomic unit (cms/db/atomic.ts) it reads and writes
 * in the unit's transaction, after the unit's lock on the event (cms/db/rowLocks.ts).
 */
export interface SeatStore {
  /**
   * The event's own row. Inside a unit it is locked first on PostgreSQL (the seat claim:
   * units for one night take turns), so what is read and counted next is what the unit before
   * committed. Null for an unknown id or one no row could have.
   */
  event(eventId: Id, req?: PayloadRequest): Promise<SeatEvent | null>
  /** An attendee row by id, of the given event when one is named. */
  row(rowId: Id, req?: PayloadRequest, of?: { event?: Id }): Promise<Attendee | null>
  /** The one row an address has for an event, in whatever state (the unique index allows one). */
  entryOf(eventId: Id, email: string, req?: PayloadRequest): Promise<Attendee | null>
  /** Registrations of an event, counted from the rows (the event locked first inside a unit). */
  countRegistered(eventId: Id, req?: PayloadRequest): Promise<number>
  /** Rows of an event whose cancellation offered a seat after `since` (an ISO time). */
  countSeatOffersSince(eventId: Id, since: string, req?: PayloadRequest): Promise<number>
  /** The door's list: registered people by name, with check-in and (when asked) answers. */
  doorList(eventId: Id, columns?: DoorColumns): Promise<DoorRow[]>
  /** Writes the event's registrationCount; the public copy is dropped once the unit commits. */
  recordCount(eventId: Id, count: number, req?: PayloadRequest): Promise<void>
  /** A new row: the email's key, a row key of its own and the times are filled in here. */
  insert(person: NewAttendee, req: PayloadRequest): Promise<Attendee>
  /** Changes a row, only while `onlyIf` holds; the row as written, or null when nothing matched. */
  update(rowId: Id, changes: AttendeeChanges, req?: PayloadRequest, onlyIf?: RowCondition): Promise<Attendee | null>
  /** Deletes a row (its manage link and entry code then answer 404). */
  remove(rowId: Id, req: PayloadRequest): Promise<void>
  /**
   * Queues an email in the outbox, inside the unit's transaction when `req` is in one, so a
   * registration's confirmation persists with its seat or not at all.
   */
  queueMail(row: OutboxRow, req?: PayloadRequest): Promise<void>
  /** Queues a webhook delivery, inside the unit's transaction when `req` is in one (as queueMail). */
  queueDelivery(row: DeliveryRow, req?: PayloadRequest): Promise<void>
  /**
   * The enabled webhook endpoints of a night, its own and the "every night" ones, with their
   * owners: read inside the unit that makes a change, once for each seat a rush gives.
   */
  nightEndpoints(eventId: Id, req?: PayloadRequest): Promise<NightEndpoint[]>
}
