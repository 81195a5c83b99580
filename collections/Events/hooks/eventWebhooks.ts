import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'
import type { Event } from '../../../payload-types'
import type { EventNoticesLine } from '../notices'

/**
 * A night's webhooks (cms/modules/webhooks/): first published (`event.published`), changed while
 * public (`event.updated`), taken back to a draft (`event.updated` saying `status: "draft"`, so a
 * receiver that listed it hides it), deleted once it had been public (`event.deleted`, and the
 * waiting deliveries of those who had left its team are dropped), from /api or the CMS alike.
 * Stored with the operation's `req`, inside its transaction where Payload opens one. A night
 * that was never public announces nothing, unless its team put people on it: their
 * `registration.created` or `registration.moved` named it, and `event.deleted` is how a receiver
 * hears they are gone (decision 588).
 */
export const eventWebhooks =
  (notices: EventNoticesLine): CollectionAfterChangeHook<Event> =>
  async ({ doc, previousDoc, operation, req }) => {
    const unpublished = operation === 'update' && doc.status === 'draft' && previousDoc?.status !== 'draft'
    if (doc.status === 'draft' && !unpublished) return doc
    const published = operation === 'create' || previousDoc?.status === 'draft'
    await notices.current()?.eventWebhook?.(published ? 'event.published' : 'event.updated', doc, req)
    return doc
  }

/**
 * By operation (its `req`), the nights it deleted that had registrations (./deleteAttendees.ts
 * records them before they go). Beside the request, not in its `context`, which Payload replaces
 * with a copy at every nested call.
 */
const nightsDeletedWithPeople = new WeakMap<PayloadRequest, Set<string>>()
const nightsWithPeople = (req: PayloadRequest): Set<string> => {
  const nights = nightsDeletedWithPeople.get(req) ?? new Set<string>()
  nightsDeletedWithPeople.set(req, nights)
  return nights
}

/** Records that the night being deleted had registrations: receivers may have heard of them. */
export const rememberNightHadPeople = (req: PayloadRequest, eventId: string | number) => {
  nightsWithPeople(req).add(String(eventId))
}

export const eventDeletedWebhooks =
  (notices: EventNoticesLine): CollectionAfterDeleteHook<Event> =>
  async ({ doc, req }) => {
    await notices.current()?.nightDeleted?.(doc, req)
    const announced = doc.status !== 'draft' || doc.publishedAt || nightsWithPeople(req).has(String(doc.id))
    if (announced) await notices.current()?.eventWebhook?.('event.deleted', doc, req)
    return doc
  }
