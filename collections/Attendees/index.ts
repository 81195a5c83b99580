import { canManageAttendees, noAttendeeAddedInCms } from '../../access/attendees'
import { validateWithContract } from '../hooks/validateWithContract'
import { attendeeSchema } from '../../contract/attendees'
import { issueRowKey, rowKeyField } from '../hooks/rowKey'
import { eventNoticesLine, type EventNoticesLine } from '../Events/notices'
import { forgetRowBeforeDelete } from './rowLeaving'
import { normaliseEmail } from './hooks/normaliseEmail'
import { checkStoredAnswers } from './hooks/checkStoredAnswers'
import { recountAfterChange, recountAfterDelete } from './hooks/recountSeats'
import { announceDeletion } from './hooks/announceDeletion'
import type { CollectionConfig } from 'payload'

const { name, email, company } = attendeeSchema.shape

/**
 * The attendees collection; `notices` is the events' line (collections/Events/notices.ts), through
 * which a row deleted in the CMS tells its person and the night's webhooks.
 */
export const attendeesCollection = (notices: EventNoticesLine = eventNoticesLine()): CollectionConfig => ({
  slug: 'attendees',
  // A person is registered once per night (the unique event + address): there is nothing to copy.
  disableDuplicate: true,
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'email', 'company', 'status', 'event', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company'],
  },
  defaultSort: '-createdAt',
  access: {
    // Whoever manages the row's event (access/attendees.ts).
    read: canManageAttendees,
    // Every registration comes through /api, which checks the event's state and capacity inside
    // a transaction and tells the person and the host's tools (access/attendees.ts).
    create: noAttendeeAddedInCms,
    update: canManageAttendees,
    delete: canManageAttendees,
  },
  hooks: {
    beforeValidate: [validateWithContract({ name, email, company }), normaliseEmail],
    beforeChange: [checkStoredAnswers, issueRowKey],
    afterChange: [recountAfterChange],
    // What names the row (its "Who to meet" profile and swaps, door scans, sent-email records)
    // goes with it: the same clean-up the seat store runs before its own delete (rowLeaving.ts).
    beforeDelete: [announceDeletion(notices), forgetRowBeforeDelete],
    afterDelete: [recountAfterDelete],
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
    // Answers to the event's questions by question id (contract/questions.ts; hooks/checkStoredAnswers.ts).
    { name: 'answers', type: 'json' },
    // The lifecycle (cms/modules/registrations/registration.ts and waitlist.ts decide every change):
    // registered people hold seats; waitlisted people wait in waitlistedAt order; a cancelled
    // row stays for the reports and so the same address can come back.
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'registered',
      index: true,
      options: ['registered', 'waitlisted', 'cancelled'],
      access: { create: () => false, update: () => false },
    },
    { name: 'waitlistedAt', type: 'date', admin: { readOnly: true }, access: { create: () => false, update: () => false } },
    { name: 'cancelledAt', type: 'date', admin: { readOnly: true }, access: { create: () => false, update: () => false } },
    // Set and cleared only by the door (cms/modules/door/checkIns.ts).
    {
      name: 'checkedInAt',
      type: 'date',
      index: true,
      admin: { readOnly: true },
      access: { create: () => false, update: () => false },
    },
    // Set on the row whose cancellation offered its seat to everyone waiting (near the start):
    // the same row never offers again (cms/modules/registrations/waitlist.ts).
    {
      name: 'seatOfferedAt',
      type: 'date',
      admin: { readOnly: true },
      access: { create: () => false, update: () => false },
    },
    {
      name: 'showCompany',
      type: 'checkbox',
      defaultValue: false,
      admin: { description: 'Listed (company only) on the event page.' },
    },
    // Set when the row's person was removed (cms/modules/privacy/anonymise.ts): retention or
    // erasure. The row keeps its state and check-in for the reports; nothing names the person.
    {
      name: 'anonymisedAt',
      type: 'date',
      admin: { readOnly: true },
      access: { create: () => false, update: () => false },
    },
    // An anonymised row's company as a keyed one-way pseudonym (cms/lib/pseudonym.ts), so the
    // reports still count distinct companies; the name itself is gone.
    {
      name: 'companyKey',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    // The manage link's token: only its hash (for look-ups) and a sealed copy (for later
    // emails) are stored, never read by any API (cms/lib/capabilities/manageLink.ts).
    {
      name: 'manageTokenHash',
      type: 'text',
      index: true,
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    {
      name: 'manageTokenSealed',
      type: 'text',
      hidden: true,
      access: { read: () => false, create: () => false, update: () => false },
    },
    // The language of the page the person registered on (docs/translating.md): every email
    // to them, whoever causes it, is written in it. Rows from before translations have none: English.
    {
      name: 'locale',
      type: 'text',
      admin: { readOnly: true, description: 'Language of emails to this person: en, es, fr or de.' },
      access: { update: () => false },
    },
    // Issued once at creation: the entry code and the calendar UID are bound to it (collections/hooks/rowKey.ts).
    rowKeyField,
  ],
})
