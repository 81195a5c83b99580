import { noOneOverApi } from '../../access/networking'
import type { CollectionConfig } from 'payload'

const serverOnly = { read: noOneOverApi, create: noOneOverApi, update: noOneOverApi, delete: noOneOverApi }

/**
 * A swap of contact details between two people of one night (docs/product.md "Who to meet"):
 * `from` asked (scanned or typed `to`'s contact code); it is `mutual` once `to` accepted or asked
 * back, and only then does each see what the other chose to share. One row per pair, whoever
 * asked first: `pairKey` (the two registrations, in order) is unique, so two phones scanning each
 * other at once meet in one row. Unanswered requests lapse after 7 days. Server only (access/networking.ts).
 */
export const ContactSwaps: CollectionConfig = {
  slug: 'contact-swaps',
  labels: { singular: 'Contact swap', plural: 'Contact swaps' },
  admin: { hidden: true },
  access: serverOnly,
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'from', type: 'relationship', relationTo: 'attendees', required: true, index: true },
    { name: 'to', type: 'relationship', relationTo: 'attendees', required: true, index: true },
    { name: 'pairKey', type: 'text', required: true, unique: true },
    { name: 'status', type: 'select', required: true, options: ['requested', 'mutual'], index: true },
    { name: 'requestedAt', type: 'date', required: true },
    { name: 'acceptedAt', type: 'date' },
  ],
}
