import type { CollectionConfig } from 'payload'
import { canAddAttendee } from '../../access/canAddAttendee'
import { ownsAttendeeEventOrMaster } from '../../access/ownsAttendeeEventOrMaster'
import { normaliseEmail } from './hooks/normaliseEmail'
import { validateWithContract } from '../hooks/validateWithContract'
import { attendeeSchema } from '../../contract/attendees'

const { name, email, company } = attendeeSchema.shape

export const Attendees: CollectionConfig = {
  slug: 'attendees',
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'company', 'event', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
  },
  defaultSort: '-createdAt',
  access: {
    read: ownsAttendeeEventOrMaster,
    // Public registration goes through the /api route, which checks the event's state and
    // capacity inside a transaction; direct creation is for owners (and the CMS).
    create: canAddAttendee,
    update: ownsAttendeeEventOrMaster,
    delete: ownsAttendeeEventOrMaster,
  },
  hooks: {
    beforeValidate: [validateWithContract({ name, email, company }), normaliseEmail],
  },
  // One registration per email per event, whatever the letter case: the database decides.
  indexes: [{ fields: ['event', 'emailKey'], unique: true }],
  fields: [
    // Fixed at creation: moving a registration to another event would skip that event's
    // capacity, state and ownership checks.
    { name: 'event', type: 'relationship', relationTo: 'events', required: true, index: true, access: { update: () => false } },
    { name: 'name', type: 'text', required: true },
    { name: 'email', type: 'email', required: true },
    {
      name: 'emailKey',
      type: 'text',
      required: true,
      admin: { readOnly: true, description: 'Lower-cased email, for the unique index.' },
    },
    { name: 'company', type: 'text', required: true },
  ],
}
