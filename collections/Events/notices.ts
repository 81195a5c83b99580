import type { PayloadRequest } from 'payload'
import type { Event } from '../../payload-types'
import type { CalendarChange } from './calendarChanges'

/**
 * What the event collection's hooks (and the attendees collection's, for a night's registrations) need from the mail side: tell registrants about a change or
 * a cancellation, stored with the operation's `req` (inside its transaction where there is
 * one), then ask for delivery. Declared here, with the collection, so the collection never
 * imports the server; the server hands its mailer in once per Payload instance.
 */
export interface EventNotices {
  eventChanged(event: Event, changes: CalendarChange[], req?: PayloadRequest): Promise<void>
  eventCancelled(event: Event, req?: PayloadRequest): Promise<void>
  /** A night called off is brought back before its start: its people are told it is on again. */
  eventBackOn(event: Event, req?: PayloadRequest): Promise<void>
  deliverSoon(): void
  /**
   * A night was published for the first time: its city's followers are told soon
   * (cms/modules/subscriptions/announcer.ts), once the operation's transaction (`req`) has committed.
   */
  announceSoon?(req?: PayloadRequest): void
  /**
   * A night was published, changed or deleted: its webhook deliveries are stored with the
   * operation's `req` (cms/modules/webhooks/emit.ts), inside its transaction where there is one.
   */
  eventWebhook?(type: 'event.published' | 'event.updated' | 'event.deleted', event: Event, req?: PayloadRequest): Promise<void>
  /**
   * A night, draft or public, was deleted: deliveries about it still waiting for someone who had
   * left its team are dropped while the team is known (cms/modules/webhooks/deletedNight.ts).
   */
  nightDeleted?(event: Event, req?: PayloadRequest): Promise<void>
  /**
   * One of a night's registrations is about to be deleted through Payload (the CMS admin): the
   * person is told and the night's webhooks hear it, in the operation's `req`
   * (cms/modules/registrations/registration.ts `announceDeletedRow`).
   */
  registrationDeleted?(attendeeId: string | number, req: PayloadRequest): Promise<void>
}

/**
 * The hooks' end of the line, one per Payload config (several servers may run in one process).
 * Until `connect` is called, as in a migration or the Payload CLI, the hooks send nothing.
 */
export interface EventNoticesLine {
  current(): EventNotices | undefined
  connect(notices: EventNotices): void
}

export function eventNoticesLine(): EventNoticesLine {
  let connected: EventNotices | undefined
  return {
    current: () => connected,
    connect: (notices) => {
      connected = notices
    },
  }
}
