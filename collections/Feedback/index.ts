import { noOneOverApi } from '../../access/networking'
import type { CollectionConfig } from 'payload'

const serverOnly = { read: noOneOverApi, create: noOneOverApi, update: noOneOverApi, delete: noOneOverApi }

/**
 * One row per person asked "How was {night}?" (the morning-after email,
 * cms/modules/feedback/): written with the email, it holds the pulse's own link (its hash only;
 * the email's copy is sealed in the outbox row) and, once they answer, the answer. One per
 * registration; it goes with its registration (./forget.ts). Only cms/modules/feedback reads it:
 * the team sees figures, never whose answer is whose (docs/privacy.md "The morning after").
 */
export const Feedback: CollectionConfig = {
  slug: 'feedback',
  labels: { singular: 'Feedback', plural: 'Feedback' },
  admin: { hidden: true },
  access: serverOnly,
  fields: [
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true },
    { name: 'attendee', type: 'relationship', relationTo: 'attendees', required: true, unique: true },
    { name: 'tokenHash', type: 'text', required: true, unique: true },
    // Fixed when the email is written: 7 days after the morning after (contract/feedback.ts).
    { name: 'editableUntil', type: 'date', required: true },
    // Empty until the person answers; an answer always has a rating.
    { name: 'rating', type: 'number', min: 1, max: 5 },
    { name: 'metSomeoneUseful', type: 'select', options: ['yes', 'no'] },
    { name: 'comment', type: 'textarea' },
    { name: 'anonymous', type: 'checkbox', defaultValue: false },
    { name: 'answeredAt', type: 'date' },
  ],
}
