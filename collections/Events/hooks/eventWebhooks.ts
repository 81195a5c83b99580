import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Event } from '../../../payload-types'
import type { EventNoticesLine } from '../notices'

/**
 * A night's webhooks (cms/modules/webhooks/): first published (`event.published`), changed while
 * public (`event.updated`), taken back to a draft (`event.updated` saying `status: "draft"`, so a
 * receiver that listed it hides it), deleted once it had been public (`event.deleted`, and the
 * waiting deliveries of those who had left its team are dropped), from /api or the CMS alike.
 * Stored with the operation's `req`, inside its transaction where Payload opens one. A night
 * that was never public announces nothing.
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

export const eventDeletedWebhooks =
  (notices: EventNoticesLine): CollectionAfterDeleteHook<Event> =>
  async ({ doc, req }) => {
    await notices.current()?.nightDeleted?.(doc, req)
    if (doc.status !== 'draft' || doc.publishedAt) await notices.current()?.eventWebhook?.('event.deleted', doc, req)
    return doc
  }
