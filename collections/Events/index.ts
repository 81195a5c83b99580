import { DEFAULT_TIMEZONE, timezones, eventSchema } from '../../contract/events'
import { anyone } from '../../access/anyone'
import { isActiveUser } from '../../access/isActiveUser'
import { isMasterAdmin, isMasterAdminField } from '../../access/isMasterAdmin'
import { canArchiveEvent, canManageEvents } from '../../access/events'
import { fillUrlFromUpload } from '../hooks/fillUrlFromUpload'
import { validateWithContract } from '../hooks/validateWithContract'
import { messages } from '../../contract/messages'
import { fillCoordinates } from './hooks/fillCoordinates'
import { keepArchivedClosed } from './hooks/keepArchivedClosed'
import { calendarNotices, raiseCalendarSequence } from './hooks/calendarNotices'
import { eventNoticesLine, type EventNoticesLine } from './notices'
import { announceChange, announceDelete } from './hooks/announceChange'
import { deleteAttendees } from './hooks/deleteAttendees'
import { assignHost } from './hooks/assignHost'
import type { CollectionConfig } from 'payload'

const { name, description, timezone, venue, street, city, state, country, coordinates, maxAttendees, imageUrl, linkedinPostUrl } =
  eventSchema.shape

/** The end must follow the start, whichever surface wrote the event. */
const endAfterStart = (doc: Record<string, unknown>) => {
  const start = Date.parse(String(doc.date))
  const end = Date.parse(String(doc.endDate))
  if (Number.isNaN(start)) return { path: 'date', message: messages.dateRequired }
  if (Number.isNaN(end)) return { path: 'endDate', message: messages.endDateRequired }
  return end > start ? null : { path: 'endDate', message: messages.endDateAfterStart }
}

/**
 * The events collection; `notices` is how its hooks reach the server's mailer
 * (collections/Events/notices.ts): the server connects one per Payload instance.
 */
export const eventsCollection = (notices: EventNoticesLine = eventNoticesLine()): CollectionConfig => {
  const { sendCalendarUpdates, sendCalendarCancellations } = calendarNotices(notices)
  return {
    slug: 'events',
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'date', 'city', 'hostId', 'archived'],
      listSearchableFields: ['name', 'venue', 'city'],
    },
    defaultSort: 'date',
    access: {
      // Public reads stay open; who MANAGES an event is access/events.ts, asked here and by every route.
      read: anyone,
      create: isActiveUser,
      update: canManageEvents,
      delete: isMasterAdmin,
    },
    hooks: {
      beforeValidate: [
        fillUrlFromUpload('banner', 'imageUrl'),
        validateWithContract(
          {
            name,
            description,
            timezone,
            venue,
            street,
            city,
            state,
            country,
            coordinates,
            maxAttendees,
            imageUrl,
            linkedinPostUrl,
          },
          endAfterStart,
        ),
      ],
      beforeChange: [assignHost, keepArchivedClosed, fillCoordinates, raiseCalendarSequence],
      beforeDelete: [sendCalendarCancellations, deleteAttendees],
      afterChange: [announceChange, sendCalendarUpdates],
      afterDelete: [announceDelete],
    },
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'description', type: 'textarea' },
      { name: 'date', type: 'date', required: true, index: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'endDate', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
      { name: 'eventTimes', type: 'ui', admin: { components: { Field: '/cms/admin/components/EventTimes#EventTimes' } } },
      {
        name: 'timezone',
        type: 'select',
        required: true,
        defaultValue: DEFAULT_TIMEZONE,
        options: timezones.map((zone) => ({ label: zone.label, value: zone.value })),
      },
      { name: 'venue', type: 'text', required: true },
      { name: 'street', type: 'text', required: true },
      { name: 'city', type: 'text', required: true },
      { name: 'state', type: 'text', required: true },
      { name: 'country', type: 'text', required: true },
      {
        name: 'coordinates',
        type: 'group',
        admin: { description: 'Leave both at 0 to have them filled in from the city, state and country.' },
        fields: [
          { name: 'lat', type: 'number', defaultValue: 0 },
          { name: 'lng', type: 'number', defaultValue: 0 },
        ],
      },
      { name: 'maxAttendees', type: 'number', defaultValue: 0, min: 0, admin: { step: 1 } },
      {
        name: 'banner',
        type: 'upload',
        relationTo: 'media',
        admin: { description: 'Upload the banner here, or type its address below.' },
      },
      { name: 'imageUrl', type: 'text', admin: { description: 'Filled in from the banner upload when there is one.' } },
      { name: 'linkedinPostUrl', type: 'text' },
      // Hosts never move an event to someone else (assignHost pins it); the master admin may.
      { name: 'hostId', type: 'relationship', relationTo: 'users', index: true, access: { update: isMasterAdminField } },
      // Archiving is the owner's, not every manager's (access/events.ts, ownsEvent).
      { name: 'archived', type: 'checkbox', defaultValue: false, index: true, access: { update: canArchiveEvent } },
      {
        name: 'remindersEnabled',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'Email registrants 24 hours and 2 hours before the start.' },
      },
      // Raised only by hooks/calendarNotices.ts when registrants are told of a change (the .ics SEQUENCE).
      {
        name: 'calendarSequence',
        type: 'number',
        defaultValue: 0,
        access: { create: () => false, update: () => false },
        admin: { readOnly: true },
      },
      // Set only by hooks/calendarNotices.ts when the start of a night that has not ended moves:
      // the event page's schema.org data calls such a night rescheduled (cms/spa/structuredData.ts).
      {
        name: 'previousStartDate',
        type: 'date',
        access: { create: () => false, update: () => false },
        admin: { readOnly: true },
      },
      {
        // Written only by recordCount in cms/modules/registrations/seats.ts, inside the unit that moved a seat
        // (database calls below access rules); no create or update of the event writes it.
        name: 'registrationCount',
        type: 'number',
        defaultValue: 0,
        access: { create: () => false, update: () => false },
        admin: { readOnly: true },
      },
    ],
  }
}
