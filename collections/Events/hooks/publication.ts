import { APIError, type CollectionAfterChangeHook, type CollectionBeforeChangeHook } from 'payload'
import { isPublished } from '../../../access/events'
import { asSystem } from '../../../cms/lib/asCaller'
import { messages } from '../../../contract/messages'
import type { EventNoticesLine } from '../notices'
import type { Event } from '../../../payload-types'

/**
 * Drafts and the first publication (docs/product.md "Drafts"), whichever surface wrote the
 * event (/api, /cms/api, the admin, copies and series).
 *
 * The first time an event becomes public (created published, or a draft published) it gets
 * `publishedAt`, and a night that has not started gets `announcement: pending`: the city's
 * followers are told by cms/modules/subscriptions/announcer.ts, which claims the pending
 * announcement and writes the emails in one unit, so a restart continues a crash and two
 * instances never send it twice. Edits of a published event, or publishing it again after a
 * spell as a draft, never announce.
 */
export const firstPublication: CollectionBeforeChangeHook<Event> = ({ data, originalDoc, operation }) => {
  const before = operation === 'update' ? originalDoc : undefined
  const status = data.status ?? before?.status ?? 'published'
  if (status === 'draft' || (before && (isPublished(before) || before.publishedAt))) return data
  const start = Date.parse(String(data.date ?? before?.date))
  return { ...data, publishedAt: new Date().toISOString(), announcement: start > Date.now() ? 'pending' : 'skipped' }
}

/** A published event that people registered or wait for stays public: a draft would hide their night. */
export const keepPublishedWithPeople: CollectionBeforeChangeHook<Event> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || data.status !== 'draft' || !isPublished(originalDoc)) return data
  const people = await req.payload.count({
    collection: 'attendees',
    where: { and: [{ event: { equals: originalDoc.id } }, { status: { in: ['registered', 'waitlisted'] } }] },
    req,
    // A co-host may not read every row's fields; the count alone decides, inside the write already allowed.
    ...asSystem('whether a published event has people, inside a write already allowed'),
  })
  if (people.totalDocs > 0)
    throw new APIError(messages.eventHasPeople, 409, { errors: [{ path: 'status', message: messages.eventHasPeople }] }, true)
  return data
}

/** After a write that left an announcement pending: the announcer looks now instead of at its next pass. */
export const announceFirstPublication =
  (line: EventNoticesLine): CollectionAfterChangeHook<Event> =>
  ({ doc, previousDoc, operation, req }) => {
    if (doc.announcement === 'pending' && (operation === 'create' || previousDoc?.announcement !== 'pending')) {
      line.current()?.announceSoon?.(req)
    }
    return doc
  }
