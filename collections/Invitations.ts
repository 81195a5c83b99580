import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/** Part of the data model (docs/product.md "Data"); no screen or call uses it. */
export const Invitations: CollectionConfig = {
  slug: 'invitations',
  // Unused by every screen: hidden from the CMS navigation, kept for the data model.
  admin: { hidden: true },
  access: { read: isMasterAdmin, create: isMasterAdmin, update: isMasterAdmin, delete: isMasterAdmin },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true },
    { name: 'inviterEmail', type: 'email', required: true },
    { name: 'inviteeEmail', type: 'email', required: true },
    { name: 'accepted', type: 'checkbox', defaultValue: false },
  ],
}
