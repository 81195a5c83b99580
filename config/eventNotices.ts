import type { Payload, PayloadRequest } from 'payload'
import type { Event } from '../payload-types'

/**
 * What the event collection's hooks need from the mailer: tell registrants about a change or a
 * cancellation, stored with the operation's `req`. The server registers its mailer here for its
 * Payload instance, so the collections never import the server (the hooks run for every
 * surface: /api, the CMS and scripts; without a mailer, as in a migration, they send nothing).
 */
export interface EventNotices {
  eventChanged(event: Event, changes: string[], req?: PayloadRequest): Promise<void>
  eventCancelled(event: Event, req?: PayloadRequest): Promise<void>
  deliverSoon(): void
}

const registered = new WeakMap<Payload, EventNotices>()

export const registerEventNotices = (payload: Payload, notices: EventNotices) => registered.set(payload, notices)
export const eventNoticesFor = (payload: Payload): EventNotices | undefined => registered.get(payload)
