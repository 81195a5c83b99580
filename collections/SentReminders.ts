import { isMasterAdmin } from '../access/isMasterAdmin'
import type { CollectionConfig } from 'payload'

/**
 * One row per reminder sent (cms/modules/calendar/reminders.ts), per night announced to its
 * city's followers (cms/modules/subscriptions/announcer.ts) and per morning-after email ("How was
 * {night}?", with "Who to meet" contacts: cms/modules/feedback/pulseJob.ts): the unique `key` (event, registration, kind;
 * `announcement:<event>`; or `morningAfter:<event>:<registration>`) lets the database decide "once", whatever
 * the number of server instances, restarts or overlapping runs. The row and its emails are
 * written in one atomic unit. Read-only for the master admin in the CMS.
 */
export const SentReminders: CollectionConfig = {
  slug: 'sent-reminders',
  labels: { singular: 'Sent reminder', plural: 'Sent reminders' },
  admin: {
    // Internal: kept out of the CMS's navigation and dashboard, still open by its address.
    group: false,
    useAsTitle: 'key',
    defaultColumns: ['key', 'kind', 'createdAt'],
  },
  access: { read: isMasterAdmin, create: () => false, update: () => false, delete: () => false },
  fields: [
    { name: 'key', type: 'text', required: true, unique: true },
    { name: 'event', type: 'text', required: true, index: true },
    // The registration reminded; none for an announcement.
    { name: 'attendee', type: 'text' },
    { name: 'kind', type: 'select', required: true, options: ['24h', '2h', 'announcement', 'morningAfter'] },
  ],
}
