import { UNCONFIRMED_LIFETIME_MS } from '../../../contract/subscriptions'
import { asSystem } from '../../lib/asCaller'
import { deleteOldDeliveries } from '../webhooks/personalData'
import { anonymiseAttendee } from './anonymise'
import { retentionCutoff, retentionDays } from './retention'
import type { Payload, Where } from 'payload'

export interface PurgeResult {
  retentionDays: number
  /** Nights that ended before this were purged. */
  cutoff: string
  counts: {
    /** Attendee rows anonymised (every state: registered, waiting, cancelled). */
    attendees: number
    /** Contact messages deleted. */
    contactMessages: number
    /** Sent or failed email rows deleted (they name their addressee). */
    emails: number
    /** Sent email rows that still held a body or template data, now dropped. */
    emailBodies: number
    /** Invitations to those nights deleted (a collection no screen uses; it holds addresses). */
    invitations: number
    /** Requests to follow a city never confirmed within UNCONFIRMED_LIFETIME_DAYS, deleted. */
    unconfirmedSubscriptions: number
    /** Webhook deliveries older than the delivery log's 30 days, deleted. */
    webhookDeliveries: number
  }
}

const CHUNK = 200

/**
 * The retention purge (docs/privacy.md; the daily job in purgeJob.ts and `npm run purge`):
 * anonymises every attendee row of the nights that ended more than `retentionDays` ago, deletes
 * older contact messages and email rows, drops any body a sent email still holds, and deletes
 * webhook deliveries older than the delivery log's 30 days. Every
 * step is a conditional write that a second run (another instance, a rerun after a crash)
 * simply finds done, so it is safe to repeat and to run beside the server.
 */
export async function purgeExpired(payload: Payload, secret: string, now = Date.now()): Promise<PurgeResult> {
  const days = await retentionDays(payload)
  const cutoff = retentionCutoff(days, now).toISOString()
  const counts = {
    attendees: 0,
    contactMessages: 0,
    emails: 0,
    emailBodies: 0,
    invitations: 0,
    unconfirmedSubscriptions: 0,
    webhookDeliveries: 0,
  }

  const ended = await payload.find({
    collection: 'events',
    where: { endDate: { less_than: cutoff } },
    depth: 0,
    pagination: false,
    select: { endDate: true },
    ...asSystem('nights past the retention period'),
  })
  const eventIds = ended.docs.map((event) => event.id)
  for (let start = 0; start < eventIds.length; start += CHUNK) {
    const rows = await payload.find({
      collection: 'attendees',
      where: { and: [{ event: { in: eventIds.slice(start, start + CHUNK) } }, { anonymisedAt: { exists: false } }] },
      depth: 0,
      pagination: false,
      select: { emailKey: true, company: true },
      ...asSystem('attendees of nights past the retention period'),
    })
    for (const row of rows.docs) {
      if (await anonymiseAttendee(payload, row, { secret, linkable: true })) counts.attendees++
    }
    const invited = await payload.delete({
      collection: 'invitations',
      where: { event: { in: eventIds.slice(start, start + CHUNK) } },
      depth: 0,
      ...asSystem('invitations to nights past the retention period'),
    })
    counts.invitations += invited.docs.length
  }

  const olderThanCutoff: Where = { createdAt: { less_than: cutoff } }
  const messages = await payload.delete({
    collection: 'contact-messages',
    where: olderThanCutoff,
    depth: 0,
    ...asSystem('contact messages past the retention period'),
  })
  counts.contactMessages = messages.docs.length

  const emails = await payload.delete({
    collection: 'email-outbox',
    where: { and: [olderThanCutoff, { status: { in: ['sent', 'failed'] } }] },
    depth: 0,
    ...asSystem('sent and failed emails past the retention period'),
  })
  counts.emails = emails.docs.length

  // The queue drops a body once sent (cms/mail/queue.ts); rows sent by an earlier version may still hold one.
  const sentWithBody: Where = {
    and: [{ status: { equals: 'sent' } }, { or: [{ text: { not_equals: '' } }, { html: { exists: true } }] }],
  }
  const bodies = await payload.update({
    collection: 'email-outbox',
    where: sentWithBody,
    data: { text: '', html: null, attachments: null, data: null },
    depth: 0,
    ...asSystem('bodies a sent email still holds'),
  })
  counts.emailBodies = bodies.docs.length

  // Double opt-in: a request nobody confirmed goes after a week (its link already stopped working).
  const unconfirmed = await payload.delete({
    collection: 'subscriptions',
    where: {
      and: [
        { confirmed: { not_equals: true } },
        { updatedAt: { less_than: new Date(now - UNCONFIRMED_LIFETIME_MS).toISOString() } },
      ],
    },
    depth: 0,
    ...asSystem('requests to follow a city never confirmed'),
  })
  counts.unconfirmedSubscriptions = unconfirmed.docs.length

  // The webhooks' delivery log spans 30 days, whatever the retention period (it holds names).
  counts.webhookDeliveries = await deleteOldDeliveries(payload, now)
  return { retentionDays: days, cutoff, counts }
}

/** Whether the purge changed anything at all (a new site's daily purge finds nothing). */
export const purgedAnything = ({ counts }: PurgeResult) => Object.values(counts).some((count) => count > 0)

/** One line an operator reads: what was purged (printed by `npm run purge`, logged by the job). */
export const describePurge = ({ retentionDays: days, cutoff, counts }: PurgeResult) =>
  `Purged data of nights that ended before ${cutoff} (retention ${days} days): ` +
  `${counts.attendees} attendees anonymised, ${counts.contactMessages} contact messages deleted, ` +
  `${counts.emails} email rows deleted, ${counts.emailBodies} email bodies dropped, ${counts.invitations} invitations deleted, ` +
  `${counts.unconfirmedSubscriptions} unconfirmed follow requests deleted, ` +
  `${counts.webhookDeliveries} webhook deliveries older than 30 days deleted.`
