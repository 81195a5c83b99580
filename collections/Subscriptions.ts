import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * People following a city (docs/product.md "Follow a city"): written only by
 * cms/modules/subscriptions/, which holds every rule (double opt-in, the link's lifetime, one
 * row per address and city). The master admin may read and delete rows in the CMS; no API
 * ever shows an address to a host (they see counts). The link's token is kept as its hash
 * for look-ups and a sealed copy so each announcement can carry its unsubscribe link
 * (cms/lib/capabilities/subscriptionLink.ts).
 */
const serverOnly = { create: () => false, update: () => false }
const secret = { hidden: true, access: { read: () => false, ...serverOnly } }

export const Subscriptions: CollectionConfig = {
  slug: 'subscriptions',
  labels: { singular: 'City follower', plural: 'City followers' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'city', 'confirmed', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: isMasterAdmin },
  // One row per address and city, whatever the letter case: the database decides.
  indexes: [{ fields: ['emailKey', 'cityKey'], unique: true }],
  fields: [
    { name: 'email', type: 'email', required: true, access: serverOnly },
    { name: 'emailKey', type: 'text', required: true, index: true, access: serverOnly, admin: { readOnly: true } },
    { name: 'city', type: 'text', required: true, access: serverOnly },
    // contract/subscriptions.ts cityKeyOf: how an event's city finds its followers.
    { name: 'cityKey', type: 'text', required: true, index: true, access: serverOnly, admin: { readOnly: true } },
    { name: 'confirmed', type: 'checkbox', defaultValue: false, index: true, access: serverOnly },
    { name: 'confirmedAt', type: 'date', access: serverOnly, admin: { readOnly: true } },
    { name: 'tokenHash', type: 'text', unique: true, ...secret },
    { name: 'tokenSealed', type: 'text', ...secret },
    // The language the follower asked in (docs/translating.md): announcements are written in it.
    { name: 'locale', type: 'text', access: serverOnly, admin: { readOnly: true } },
  ],
}
