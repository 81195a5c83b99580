import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionBeforeDeleteHook, CollectionConfig } from 'payload'

/**
 * An endpoint's delivery log goes with it, whoever deletes it (its owner through /api, the master
 * admin in the CMS), in the delete's own unit: the stored bodies name people, and with the
 * endpoint gone nobody could see them, redeliver them or be sent them.
 */
const deleteItsDeliveries: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.db.deleteMany({ collection: 'webhook-deliveries', where: { endpointId: { equals: String(id) } }, req })
}

/**
 * A host's webhook endpoint (cms/modules/webhooks/): where deliveries go, which event types, for
 * one night (`eventId`) or every night its owner manages (none). The signing secret is kept
 * sealed under PAYLOAD_SECRET (the server must sign with it; it is shown once, when made), with
 * the previous one for a day after a rotation so receivers can switch over. `eventId` is a plain
 * value, not a relation: a deleted night's endpoint must never widen to "every night". Written
 * by the server only; the master admin may read them in the CMS.
 */
export const WebhookEndpoints: CollectionConfig = {
  slug: 'webhook-endpoints',
  labels: { singular: 'Webhook endpoint', plural: 'Webhook endpoints' },
  admin: {
    // Internal: kept out of the CMS's navigation and dashboard, still open by its address.
    group: false,
    useAsTitle: 'url',
    defaultColumns: ['url', 'owner', 'eventId', 'enabled', 'createdAt'],
  },
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: isMasterAdmin },
  hooks: { beforeDelete: [deleteItsDeliveries] },
  fields: [
    // Set by the server on every row; not required, so deleting the account (its endpoints then
    // belong to nobody and hear nothing) is never refused by the database.
    { name: 'owner', type: 'relationship', relationTo: 'users', index: true },
    { name: 'url', type: 'text', required: true },
    // A list of contract/webhooks.ts's WEBHOOK_EVENT_TYPES.
    { name: 'events', type: 'json', required: true },
    { name: 'eventId', type: 'text', index: true },
    { name: 'enabled', type: 'checkbox', defaultValue: true, index: true },
    { name: 'disabledReason', type: 'text' },
    // The API token (its id) that made the endpoint or last pointed it somewhere: revoking that
    // token turns the endpoint off (collections/ApiTokens.ts). None when a signed-in person did.
    { name: 'madeWithToken', type: 'text', index: true },
    { name: 'secretSealed', type: 'text', required: true, hidden: true },
    { name: 'previousSecretSealed', type: 'text', hidden: true },
    { name: 'previousSecretUntil', type: 'date' },
  ],
}
