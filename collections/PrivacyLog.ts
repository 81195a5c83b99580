import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * The audit of personal data removed (docs/privacy.md): one row per erasure (when, by whom, how
 * many rows; never the address) and one per day's retention purge. A purge's unique `key`
 * (`purge:<UTC day>`) lets the database decide which instance runs that day's purge
 * (cms/modules/privacy/purgeJob.ts). Read-only, for the master admin; never edited or deleted.
 */
export const PrivacyLog: CollectionConfig = {
  slug: 'privacy-log',
  labels: { singular: 'Privacy log entry', plural: 'Privacy log' },
  admin: { useAsTitle: 'key', defaultColumns: ['kind', 'rows', 'by', 'createdAt'] },
  defaultSort: '-createdAt',
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'kind', type: 'select', required: true, options: ['erasure', 'purge'], index: true },
    { name: 'key', type: 'text', required: true, unique: true },
    // Who asked for an erasure; empty for the daily purge and `npm run purge`.
    { name: 'by', type: 'relationship', relationTo: 'users' },
    { name: 'rows', type: 'number', required: true, defaultValue: 0 },
    // Rows per kind ({attendees, contactMessages, emails...}); counts only.
    { name: 'counts', type: 'json' },
    { name: 'finishedAt', type: 'date' },
  ],
}
