import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * The durable email queue: every message is stored here before anything is sent, retried
 * with backoff while the mail server is down, and marked sent or failed. Visible read-only
 * to the master admin in the CMS, so a failed message can be seen.
 *
 * A row holds its template's name and data (cms/mail/templates/): the event as it was, the
 * person, and any capability only in its stored form (a sealed token). The queue renders the
 * message when it sends it and then drops the data (cms/mail/queue.ts), so the unit that writes
 * the row stays small and no row ever holds a usable link. `text`, `html` and `attachments` are
 * only read for rows stored before templates (a message queued by an earlier version).
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Email', plural: 'Email outbox' },
  admin: {
    // Internal: kept out of the CMS's navigation and dashboard, still open by its address.
    group: false,
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'status', 'attempts', 'updatedAt'],
  },
  defaultSort: '-createdAt',
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: isMasterAdmin },
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'template', type: 'text', admin: { readOnly: true } },
    // Sealed tokens inside: hidden from every API like the attendee's own sealed copy.
    { name: 'data', type: 'json', hidden: true, access: { read: () => false } },
    // The body of a row stored before templates; rows of templates have none until sent, and none after.
    { name: 'text', type: 'textarea' },
    { name: 'html', type: 'textarea' },
    { name: 'attachments', type: 'json' },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'sending', 'sent', 'failed'],
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'claimedAt', type: 'date' },
    { name: 'sentAt', type: 'date' },
    { name: 'lastError', type: 'textarea' },
  ],
}
