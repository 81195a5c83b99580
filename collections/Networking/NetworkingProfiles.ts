import { noOneOverApi } from '../../access/networking'
import type { CollectionConfig } from 'payload'

const serverOnly = { read: noOneOverApi, create: noOneOverApi, update: noOneOverApi, delete: noOneOverApi }

/**
 * One row per opted-in registration ("Help me meet people tonight", docs/product.md "Who to
 * meet"): its tags, line, what a mutual swap reveals, and its contact code. Written only by
 * cms/modules/networking/; withdrawing deletes the row, so the code dies with it and no unique
 * index ever meets an empty value (docs/decisions.md). The code is kept as a keyed digest for
 * look-ups and a sealed copy for the badge and the manage page (cms/lib/capabilities/contactCode.ts).
 */
export const NetworkingProfiles: CollectionConfig = {
  slug: 'networking-profiles',
  labels: { singular: 'Networking profile', plural: 'Networking profiles' },
  // Nobody's to browse, not even in the CMS (access/networking.ts).
  admin: { hidden: true },
  access: serverOnly,
  // A code opens one person of one night: the database refuses a second holder.
  indexes: [{ fields: ['event', 'contactCodeKey'], unique: true }],
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'attendee', type: 'relationship', relationTo: 'attendees', required: true, unique: true },
    // Tags of the night's list (contract/networking.ts checkProfile), up to 3 each.
    { name: 'offers', type: 'json', required: true },
    { name: 'needs', type: 'json', required: true },
    { name: 'line', type: 'text' },
    {
      name: 'share',
      type: 'group',
      fields: [
        { name: 'email', type: 'checkbox', defaultValue: false },
        { name: 'phone', type: 'text' },
        { name: 'url', type: 'text' },
      ],
    },
    // The person's own consent to print their tags on their badge (contract/networking.ts).
    { name: 'printOnBadge', type: 'checkbox', defaultValue: false },
    { name: 'contactCodeKey', type: 'text', required: true },
    { name: 'contactCodeSealed', type: 'text', required: true },
  ],
}
