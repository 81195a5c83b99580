import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * The durable email queue: every message is stored here before anything is sent, retried
 * with backoff while the mail server is down, and marked sent or failed. Visible read-only
 * to the master admin in the CMS, so a failed message can be seen.
 */
export const EmailOutbox: CollectionConfig = {
  slug: 'email-outbox',
  labels: { singular: 'Email', plural: 'Email outbox' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'to', 'status', 'attempts', 'updatedAt'] },
  defaultSort: '-createdAt',
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: isMasterAdmin },
  fields: [
    { name: 'to', type: 'text', required: true },
    { name: 'replyTo', type: 'text' },
    { name: 'subject', type: 'text', required: true },
    { name: 'text', type: 'textarea', required: true },
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
