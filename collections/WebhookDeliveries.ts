import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * The webhooks' outbox and delivery log (cms/modules/webhooks/): a row is written in the same
 * transaction as the change it announces, and the background work sends it, retries it under
 * the same `messageId` (the `webhook-id` header) and records each outcome. `body` is the exact
 * JSON sent, so a retry or a redelivery carries the same bytes; `lastResponse` keeps at most the
 * first 1 KB of the receiver's answer. Rows go after 30 days (the delivery log's span, the
 * retention purge); an erasure or the purge of the person a body names redacts it (personalData.ts).
 */
export const WebhookDeliveries: CollectionConfig = {
  slug: 'webhook-deliveries',
  labels: { singular: 'Webhook delivery', plural: 'Webhook deliveries' },
  admin: {
    group: false,
    useAsTitle: 'messageId',
    defaultColumns: ['type', 'endpointId', 'status', 'attempts', 'lastStatus', 'createdAt'],
  },
  defaultSort: '-createdAt',
  // The sender's read of what is due (cms/modules/webhooks/sender.ts): the first few pending rows
  // in the order they fall due, found in the index, where the status index alone had every
  // pending row read and sorted for each delivery sent.
  indexes: [{ fields: ['status', 'nextAttemptAt'] }],
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: isMasterAdmin },
  fields: [
    { name: 'endpointId', type: 'text', required: true, index: true },
    { name: 'messageId', type: 'text', required: true, index: true },
    // The registration the body names, so an erasure or the retention purge finds its deliveries.
    { name: 'attendeeId', type: 'text', index: true },
    { name: 'type', type: 'text', required: true },
    { name: 'body', type: 'textarea', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      options: ['pending', 'sending', 'succeeded', 'failed'],
      index: true,
    },
    { name: 'attempts', type: 'number', defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'claimedAt', type: 'date' },
    { name: 'lastStatus', type: 'number' },
    { name: 'lastError', type: 'text' },
    { name: 'lastResponse', type: 'textarea' },
  ],
}
