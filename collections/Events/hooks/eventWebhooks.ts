import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import type { Event } from '../../../payload-types'
import type { EventNoticesLine } from '../notices'

/**
 * A night's webhooks (cms/modules/webhooks/): first published (`event.published`), changed while
 * public (`event.updated`), deleted (`event.deleted`, and the waiting deliveries of those
 * who had left its team are dropped), from /api or the CMS alike. Stored with the
 * operation's `req`, inside its transaction where Payload opens one. Drafts announce nothing.
 */
export const eventWebhooks =
  (notices: EventNoticesLine): CollectionAfterChangeHook<Event> =>
  async ({ doc, previousDoc, operation, req }) => {
    if (doc.status === 'draft') return doc
    const published = operation === 'create' || previousDoc?.status === 'draft'
    await notices.current()?.eventWebhook?.(published ? 'event.published' : 'event.updated', doc, req)
    return doc
  }

export const eventDeletedWebhooks =
  (notices: EventNoticesLine): CollectionAfterDeleteHook<Event> =>
  async ({ doc, req }) => {
    await notices.current()?.nightDeleted?.(doc, req)
    if (doc.status !== 'draft') await notices.current()?.eventWebhook?.('event.deleted', doc, req)
    return doc
  }
