import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * A volunteer's link to check people in for one event (cms/modules/door/doorLinks.ts): only the
 * token's SHA-256 is kept; a new link revokes the earlier one. No end date is stored: the link
 * ends with its event as the event is at each use (cms/lib/capabilities/doorLink.ts). Written by
 * the server only; the master admin may read them in the CMS.
 */
export const DoorLinks: CollectionConfig = {
  slug: 'door-links',
  labels: { singular: 'Door link', plural: 'Door links' },
  admin: {
    // Internal: kept out of the CMS's navigation and dashboard, still open by its address.
    group: false,
    useAsTitle: 'id',
    defaultColumns: ['event', 'revokedAt', 'createdBy', 'createdAt'],
  },
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true, hidden: true },
    { name: 'revokedAt', type: 'date' },
    { name: 'createdBy', type: 'relationship', relationTo: 'users' },
  ],
}
