import { DEFAULT_TIMEZONE, eventSchema } from '../../contract/events'
import { isActiveUser } from '../../access/isActiveUser'
import { isMasterAdminField } from '../../access/isMasterAdmin'
import { canDeleteEvents } from '../../access/canDeleteEvents'
import { canArchiveEvent, canChangeTeam, canSetSeries, canManageEvents, canReadEvents, canReadTeamLog } from '../../access/events'
import { fillUrlFromUpload } from '../hooks/fillUrlFromUpload'
import { validateWithContract } from '../hooks/validateWithContract'
import { messages } from '../../contract/messages'
import { questionsSchema } from '../../contract/questions'
import { issueRowKey, rowKeyField } from '../hooks/rowKey'
import { networkingSettingsSchema } from '../../contract/networking'
import { fillCoordinates } from './hooks/fillCoordinates'
import { keepArchivedClosed } from './hooks/keepArchivedClosed'
import { stampCalledOffAt } from './hooks/calledOffAt'
import { calendarNotices, raiseCalendarSequence } from './hooks/calendarNotices'
import { eventNoticesLine, type EventNoticesLine } from './notices'
import { announceChange, announceDelete } from './hooks/announceChange'
import { deleteAttendees } from './hooks/deleteAttendees'
import { remindersFollowTheStart } from './hooks/remindersFollowTheStart'
import { eventDeletedWebhooks, eventWebhooks } from './hooks/eventWebhooks'
import { assignHost } from './hooks/assignHost'
import { hostExists } from './hooks/hostExists'
import { teamChanges } from './hooks/teamChanges'
import { guardQuestions } from './hooks/guardQuestions'
import { firstPublication, keepPublishedWithPeople, announceFirstPublication } from './hooks/publication'
import type { CollectionConfig } from 'payload'

const { name, description, timezone, venue, street, city, state, country, coordinates, maxAttendees, imageUrl, linkedinPostUrl } =
  eventSchema.shape

/** The CMS list's cells (cms/admin/components, listed in the admin's import map). */
const EVENT_TIME_CELL = '/cms/admin/components/EventTimeCell#EventTimeCell'
const YES_NO_CELL = '/cms/admin/components/YesNoCell#YesNoCell'

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
  const { sendCalendarUpdates, sendCalledOffNotices, sendBackOnNotices, sendCalendarCancellations } = calendarNotices(notices)
  return {
    slug: 'events',
    // A copy is made by `POST /api/events/{id}/duplicate` (a draft with its own banner, no series
    // or team, docs/api.md); Payload's own duplicate would copy a published night, announced and
    // sharing the original's banner, so the admin offers none (decision 535).
    disableDuplicate: true,
    admin: {
      useAsTitle: 'name',
      defaultColumns: ['name', 'date', 'city', 'hostId', 'archived'],
      listSearchableFields: ['name', 'venue', 'city'],
    },
    defaultSort: 'date',
    access: {
      // Published events are public, drafts their team's; who MANAGES an event is access/events.ts,
      // asked here and by every route; who deletes one is access/canDeleteEvents.ts.
      read: canReadEvents,
      create: isActiveUser,
      update: canManageEvents,
      delete: canDeleteEvents,
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
            questions: questionsSchema,
            networking: networkingSettingsSchema,
          },
          endAfterStart,
        ),
      ],
      beforeChange: [
        assignHost,
        hostExists,
        teamChanges,
        guardQuestions,
        keepArchivedClosed,
        stampCalledOffAt,
        keepPublishedWithPeople,
        firstPublication,
        fillCoordinates,
        raiseCalendarSequence,
        issueRowKey,
      ],
      beforeDelete: [sendCalendarCancellations, deleteAttendees],
      afterChange: [
        announceChange,
        sendCalendarUpdates,
        sendCalledOffNotices,
        sendBackOnNotices,
        remindersFollowTheStart,
        announceFirstPublication(notices),
        eventWebhooks(notices),
      ],
      afterDelete: [announceDelete, eventDeletedWebhooks(notices)],
    },
    fields: [
      { name: 'name', type: 'text', required: true },
      { name: 'description', type: 'textarea' },
      // The list shows both in the event's own zone with its label (cms/admin/components/EventTimeCell.tsx).
      {
        name: 'date',
        type: 'date',
        required: true,
        index: true,
        admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Cell: EVENT_TIME_CELL } },
      },
      {
        name: 'endDate',
        type: 'date',
        required: true,
        admin: { date: { pickerAppearance: 'dayAndTime' }, components: { Cell: EVENT_TIME_CELL } },
      },
      { name: 'eventTimes', type: 'ui', admin: { components: { Field: '/cms/admin/components/EventTimes#EventTimes' } } },
      {
        // Any IANA zone (contract/timezones.ts), checked by the contract's rule in beforeValidate.
        name: 'timezone',
        type: 'text',
        required: true,
        defaultValue: DEFAULT_TIMEZONE,
        admin: { description: 'An IANA time zone, such as America/New_York, America/Phoenix or Pacific/Honolulu.' },
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
      {
        // Up to 10 `{id, label, kind, required, options, hostOnly, showAtDoor}` (contract/questions.ts);
        // ids stay with their question, and hooks/guardQuestions.ts locks answered ones.
        name: 'questions',
        type: 'json',
        defaultValue: [],
        admin: { description: 'Registration questions (see docs/product.md "Registration questions").' },
      },
      {
        // "Who to meet" (docs/product.md): on or off, and the night's tags (contract/networking.ts;
        // switched on without tags it takes the makers' default list). Duplicates and series copy it.
        name: 'networking',
        type: 'group',
        admin: { description: 'Who to meet: suggested people and contact swaps by badge for the people who opt in.' },
        fields: [
          { name: 'enabled', type: 'checkbox', defaultValue: false },
          { name: 'tags', type: 'json', defaultValue: [] },
        ],
      },
      // Hosts never move an event to someone else (assignHost pins it); the master admin may.
      {
        name: 'hostId',
        label: 'Host',
        type: 'relationship',
        relationTo: 'users',
        index: true,
        access: { update: isMasterAdminField },
      },
      // The team (docs/product.md "Event teams"): co-hosts manage the event like its owner; only the
      // owner or the master admin changes the list (access/events.ts), checked and logged by hooks/teamChanges.ts.
      {
        name: 'cohosts',
        type: 'relationship',
        relationTo: 'users',
        hasMany: true,
        index: true,
        access: { create: canChangeTeam, update: canChangeTeam },
        filterOptions: { approved: { equals: true }, role: { in: ['HOST', 'ADMIN'] } },
        // Payload's own check would look the accounts up as the caller, who may not read other
        // hosts' accounts; hooks/teamChanges.ts checks them below the rules instead.
        validate: (): true => true,
      },
      {
        name: 'teamLog',
        type: 'array',
        access: { read: canReadTeamLog, create: () => false, update: () => false },
        admin: { readOnly: true, description: 'Who added or removed whom, and when.' },
        fields: [
          {
            name: 'action',
            type: 'select',
            required: true,
            options: [
              { label: 'Added', value: 'added' },
              { label: 'Removed', value: 'removed' },
            ],
          },
          // Written by hooks/teamChanges.ts only, from accounts it has already checked.
          { name: 'member', type: 'relationship', relationTo: 'users', required: true, validate: (): true => true },
          { name: 'by', type: 'relationship', relationTo: 'users', validate: (): true => true },
          { name: 'at', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
        ],
      },
      {
        // Shared by the nights of a series (cms/modules/events/copies.ts); only a label that groups
        // them, so the owner or the master admin (who may repeat a night) sets it.
        name: 'seriesId',
        type: 'text',
        index: true,
        access: { create: canSetSeries, update: canSetSeries },
        admin: { readOnly: true, description: 'The nights repeated from one another share this.' },
      },
      {
        // docs/product.md "Drafts": a draft is seen by its team only; publishing it the first time
        // tells the city's followers (hooks/publication.ts).
        name: 'status',
        type: 'select',
        defaultValue: 'published',
        index: true,
        options: [
          { label: 'Draft', value: 'draft' },
          { label: 'Published', value: 'published' },
        ],
      },
      // Set once, by hooks/publication.ts, when the event is first published.
      { name: 'publishedAt', type: 'date', access: { create: () => false, update: () => false }, admin: { readOnly: true } },
      {
        // The followers' announcement of the first publication: `pending` until
        // cms/modules/subscriptions/announcer.ts sends it (or finds the night started), then done.
        name: 'announcement',
        type: 'select',
        options: ['pending', 'sent', 'skipped'],
        index: true,
        access: { create: () => false, update: () => false },
        admin: { readOnly: true },
      },
      // Archiving is the owner's, not every manager's (access/events.ts, ownsEvent).
      {
        name: 'archived',
        type: 'checkbox',
        defaultValue: false,
        index: true,
        access: { update: canArchiveEvent },
        admin: { components: { Cell: YES_NO_CELL } },
      },
      // Set only by hooks/calledOffAt.ts: archived before its start, the night was called off then.
      {
        name: 'calledOffAt',
        type: 'date',
        access: { create: () => false, update: () => false },
        admin: { readOnly: true },
      },
      {
        name: 'remindersEnabled',
        type: 'checkbox',
        defaultValue: true,
        admin: { description: 'Email registrants 24 hours and 2 hours before the start.', components: { Cell: YES_NO_CELL } },
      },
      // Issued once at creation: the feeds' calendar UID is bound to it (collections/hooks/rowKey.ts).
      rowKeyField,
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
        // No caller writes it; the server keeps it equal to the registered rows, below access rules:
        // recordCount in cms/modules/registrations/seats.ts inside the unit that moved a seat, the
        // attendees' recountSeats hook after any other change, and reconcileCounts at start.
        name: 'registrationCount',
        type: 'number',
        defaultValue: 0,
        access: { create: () => false, update: () => false },
        admin: { readOnly: true },
      },
    ],
  }
}
