import type { MessageDescriptor } from '@lingui/core'

/**
 * The CMS admin's own words (issue 55): each collection's name, each field's label and help text
 * and each choice, in the server's catalogue (locales/{locale}/server.po) for translators, and put
 * on the collections by config/adminLabels.ts. English is what Payload showed before: a field's label
 * as written, else Payload's words from its name ("maxAttendees" is "Max Attendees"), a choice its
 * stored value. Keyed by that English (collections by slug), so a field added with a label of its
 * own is found here or named by tests/server/adminLabels.test.ts.
 */

/** Each collection's name, one and many. */
export const collectionWords: Record<string, { singular: MessageDescriptor; plural: MessageDescriptor }> = {
  users: {
    singular: /*i18n*/ { id: 'cms.collection.users.singular', message: 'User' },
    plural: /*i18n*/ { id: 'cms.collection.users.plural', message: 'Users' },
  },
  events: {
    singular: /*i18n*/ { id: 'cms.collection.events.singular', message: 'Event' },
    plural: /*i18n*/ { id: 'cms.collection.events.plural', message: 'Events' },
  },
  attendees: {
    singular: /*i18n*/ { id: 'cms.collection.attendees.singular', message: 'Attendee' },
    plural: /*i18n*/ { id: 'cms.collection.attendees.plural', message: 'Attendees' },
  },
  sponsors: {
    singular: /*i18n*/ { id: 'cms.collection.sponsors.singular', message: 'Sponsor' },
    plural: /*i18n*/ { id: 'cms.collection.sponsors.plural', message: 'Sponsors' },
  },
  faqs: {
    singular: /*i18n*/ { id: 'cms.collection.faqs.singular', message: 'FAQ' },
    plural: /*i18n*/ { id: 'cms.collection.faqs.plural', message: 'FAQs' },
  },
  media: {
    singular: /*i18n*/ { id: 'cms.collection.media.singular', message: 'Media' },
    plural: /*i18n*/ { id: 'cms.collection.media.plural', message: 'Media' },
  },
  'contact-messages': {
    singular: /*i18n*/ { id: 'cms.collection.contactMessages.singular', message: 'Contact Message' },
    plural: /*i18n*/ { id: 'cms.collection.contactMessages.plural', message: 'Contact Messages' },
  },
  'email-outbox': {
    singular: /*i18n*/ { id: 'cms.collection.emailOutbox.singular', message: 'Email' },
    plural: /*i18n*/ { id: 'cms.collection.emailOutbox.plural', message: 'Email outbox' },
  },
  'sent-reminders': {
    singular: /*i18n*/ { id: 'cms.collection.sentReminders.singular', message: 'Sent reminder' },
    plural: /*i18n*/ { id: 'cms.collection.sentReminders.plural', message: 'Sent reminders' },
  },
  'event-messages': {
    singular: /*i18n*/ { id: 'cms.collection.eventMessages.singular', message: 'Message to attendees' },
    plural: /*i18n*/ { id: 'cms.collection.eventMessages.plural', message: 'Messages to attendees' },
  },
  'door-links': {
    singular: /*i18n*/ { id: 'cms.collection.doorLinks.singular', message: 'Door link' },
    plural: /*i18n*/ { id: 'cms.collection.doorLinks.plural', message: 'Door links' },
  },
  'privacy-log': {
    singular: /*i18n*/ { id: 'cms.collection.privacyLog.singular', message: 'Privacy log entry' },
    plural: /*i18n*/ { id: 'cms.collection.privacyLog.plural', message: 'Privacy log' },
  },
  subscriptions: {
    singular: /*i18n*/ { id: 'cms.collection.subscriptions.singular', message: 'City follower' },
    plural: /*i18n*/ { id: 'cms.collection.subscriptions.plural', message: 'City followers' },
  },
  'door-scans': {
    singular: /*i18n*/ { id: 'cms.collection.doorScans.singular', message: 'Door scan' },
    plural: /*i18n*/ { id: 'cms.collection.doorScans.plural', message: 'Door scans' },
  },
  'api-tokens': {
    singular: /*i18n*/ { id: 'cms.collection.apiTokens.singular', message: 'API token' },
    plural: /*i18n*/ { id: 'cms.collection.apiTokens.plural', message: 'API tokens' },
  },
  'webhook-endpoints': {
    singular: /*i18n*/ { id: 'cms.collection.webhookEndpoints.singular', message: 'Webhook endpoint' },
    plural: /*i18n*/ { id: 'cms.collection.webhookEndpoints.plural', message: 'Webhook endpoints' },
  },
  'webhook-deliveries': {
    singular: /*i18n*/ { id: 'cms.collection.webhookDeliveries.singular', message: 'Webhook delivery' },
    plural: /*i18n*/ { id: 'cms.collection.webhookDeliveries.plural', message: 'Webhook deliveries' },
  },
}

/** Each global's name. */
export const globalWords: Record<string, MessageDescriptor> = {
  'site-settings': /*i18n*/ { id: 'cms.global.siteSettings', message: 'Site Settings' },
}

/** A field's label, by its English. */
export const fieldWords: Record<string, MessageDescriptor> = {
  // The night's times in its own zone and a sponsor's logo: shown on the edit page, offered as list columns.
  'Event Times': /*i18n*/ { id: 'cms.label.eventTimes', message: 'Event Times' },
  'Logo Preview': /*i18n*/ { id: 'cms.label.logoPreview', message: 'Logo Preview' },
  Name: /*i18n*/ { id: 'cms.label.name', message: 'Name' },
  Role: /*i18n*/ { id: 'cms.label.role', message: 'Role' },
  Phone: /*i18n*/ { id: 'cms.label.phone', message: 'Phone' },
  'Linkedin Url': /*i18n*/ { id: 'cms.label.linkedinUrl', message: 'Linkedin Url' },
  City: /*i18n*/ { id: 'cms.label.city', message: 'City' },
  'What they would run': /*i18n*/ { id: 'cms.label.whatTheyWouldRun', message: 'What they would run' },
  'Show Name On Events': /*i18n*/ { id: 'cms.label.showNameOnEvents', message: 'Show Name On Events' },
  Approved: /*i18n*/ { id: 'cms.label.approved', message: 'Approved' },
  Rejected: /*i18n*/ { id: 'cms.label.rejected', message: 'Rejected' },
  'Created By': /*i18n*/ { id: 'cms.label.createdBy', message: 'Created By' },
  Locale: /*i18n*/ { id: 'cms.label.locale', message: 'Locale' },
  Description: /*i18n*/ { id: 'cms.label.description', message: 'Description' },
  Date: /*i18n*/ { id: 'cms.label.date', message: 'Date' },
  'End Date': /*i18n*/ { id: 'cms.label.endDate', message: 'End Date' },
  Timezone: /*i18n*/ { id: 'cms.label.timezone', message: 'Timezone' },
  Venue: /*i18n*/ { id: 'cms.label.venue', message: 'Venue' },
  Street: /*i18n*/ { id: 'cms.label.street', message: 'Street' },
  State: /*i18n*/ { id: 'cms.label.state', message: 'State' },
  Country: /*i18n*/ { id: 'cms.label.country', message: 'Country' },
  Coordinates: /*i18n*/ { id: 'cms.label.coordinates', message: 'Coordinates' },
  Lat: /*i18n*/ { id: 'cms.label.lat', message: 'Lat' },
  Lng: /*i18n*/ { id: 'cms.label.lng', message: 'Lng' },
  'Max Attendees': /*i18n*/ { id: 'cms.label.maxAttendees', message: 'Max Attendees' },
  Banner: /*i18n*/ { id: 'cms.label.banner', message: 'Banner' },
  'Image Url': /*i18n*/ { id: 'cms.label.imageUrl', message: 'Image Url' },
  'Linkedin Post Url': /*i18n*/ { id: 'cms.label.linkedinPostUrl', message: 'Linkedin Post Url' },
  Questions: /*i18n*/ { id: 'cms.label.questions', message: 'Questions' },
  Networking: /*i18n*/ { id: 'cms.label.networking', message: 'Networking' },
  Enabled: /*i18n*/ { id: 'cms.label.enabled', message: 'Enabled' },
  Tags: /*i18n*/ { id: 'cms.label.tags', message: 'Tags' },
  Host: /*i18n*/ { id: 'cms.label.host', message: 'Host' },
  Cohosts: /*i18n*/ { id: 'cms.label.cohosts', message: 'Cohosts' },
  'Team Log': /*i18n*/ { id: 'cms.label.teamLog', message: 'Team Log' },
  Action: /*i18n*/ { id: 'cms.label.action', message: 'Action' },
  Member: /*i18n*/ { id: 'cms.label.member', message: 'Member' },
  By: /*i18n*/ { id: 'cms.label.by', message: 'By' },
  At: /*i18n*/ { id: 'cms.label.at', message: 'At' },
  'Series Id': /*i18n*/ { id: 'cms.label.seriesId', message: 'Series Id' },
  Status: /*i18n*/ { id: 'cms.label.status', message: 'Status' },
  'Published At': /*i18n*/ { id: 'cms.label.publishedAt', message: 'Published At' },
  Announcement: /*i18n*/ { id: 'cms.label.announcement', message: 'Announcement' },
  Archived: /*i18n*/ { id: 'cms.label.archived', message: 'Archived' },
  'Called Off At': /*i18n*/ { id: 'cms.label.calledOffAt', message: 'Called Off At' },
  'Reminders Enabled': /*i18n*/ { id: 'cms.label.remindersEnabled', message: 'Reminders Enabled' },
  'Calendar Sequence': /*i18n*/ { id: 'cms.label.calendarSequence', message: 'Calendar Sequence' },
  'Previous Start Date': /*i18n*/ { id: 'cms.label.previousStartDate', message: 'Previous Start Date' },
  'Registration Count': /*i18n*/ { id: 'cms.label.registrationCount', message: 'Registration Count' },
  Event: /*i18n*/ { id: 'cms.label.event', message: 'Event' },
  Email: /*i18n*/ { id: 'cms.label.email', message: 'Email' },
  'Email Key': /*i18n*/ { id: 'cms.label.emailKey', message: 'Email Key' },
  Company: /*i18n*/ { id: 'cms.label.company', message: 'Company' },
  Answers: /*i18n*/ { id: 'cms.label.answers', message: 'Answers' },
  'Waitlisted At': /*i18n*/ { id: 'cms.label.waitlistedAt', message: 'Waitlisted At' },
  'Cancelled At': /*i18n*/ { id: 'cms.label.cancelledAt', message: 'Cancelled At' },
  'Checked In At': /*i18n*/ { id: 'cms.label.checkedInAt', message: 'Checked In At' },
  'Seat Offered At': /*i18n*/ { id: 'cms.label.seatOfferedAt', message: 'Seat Offered At' },
  'Show Company': /*i18n*/ { id: 'cms.label.showCompany', message: 'Show Company' },
  'Anonymised At': /*i18n*/ { id: 'cms.label.anonymisedAt', message: 'Anonymised At' },
  Logo: /*i18n*/ { id: 'cms.label.logo', message: 'Logo' },
  'Logo Url': /*i18n*/ { id: 'cms.label.logoUrl', message: 'Logo Url' },
  Website: /*i18n*/ { id: 'cms.label.website', message: 'Website' },
  Question: /*i18n*/ { id: 'cms.label.question', message: 'Question' },
  Answer: /*i18n*/ { id: 'cms.label.answer', message: 'Answer' },
  Order: /*i18n*/ { id: 'cms.label.order', message: 'Order' },
  Alt: /*i18n*/ { id: 'cms.label.alt', message: 'Alt' },
  Message: /*i18n*/ { id: 'cms.label.message', message: 'Message' },
  To: /*i18n*/ { id: 'cms.label.to', message: 'To' },
  'Reply To': /*i18n*/ { id: 'cms.label.replyTo', message: 'Reply To' },
  Subject: /*i18n*/ { id: 'cms.label.subject', message: 'Subject' },
  Template: /*i18n*/ { id: 'cms.label.template', message: 'Template' },
  Text: /*i18n*/ { id: 'cms.label.text', message: 'Text' },
  Html: /*i18n*/ { id: 'cms.label.html', message: 'Html' },
  Attachments: /*i18n*/ { id: 'cms.label.attachments', message: 'Attachments' },
  Attempts: /*i18n*/ { id: 'cms.label.attempts', message: 'Attempts' },
  'Next Attempt At': /*i18n*/ { id: 'cms.label.nextAttemptAt', message: 'Next Attempt At' },
  'Claimed At': /*i18n*/ { id: 'cms.label.claimedAt', message: 'Claimed At' },
  'Sent At': /*i18n*/ { id: 'cms.label.sentAt', message: 'Sent At' },
  'Last Error': /*i18n*/ { id: 'cms.label.lastError', message: 'Last Error' },
  Key: /*i18n*/ { id: 'cms.label.key', message: 'Key' },
  Attendee: /*i18n*/ { id: 'cms.label.attendee', message: 'Attendee' },
  Kind: /*i18n*/ { id: 'cms.label.kind', message: 'Kind' },
  Audience: /*i18n*/ { id: 'cms.label.audience', message: 'Audience' },
  Recipients: /*i18n*/ { id: 'cms.label.recipients', message: 'Recipients' },
  'Sent By': /*i18n*/ { id: 'cms.label.sentBy', message: 'Sent By' },
  'Sent By Name': /*i18n*/ { id: 'cms.label.sentByName', message: 'Sent By Name' },
  Day: /*i18n*/ { id: 'cms.label.day', message: 'Day' },
  'Slot Key': /*i18n*/ { id: 'cms.label.slotKey', message: 'Slot Key' },
  'Revoked At': /*i18n*/ { id: 'cms.label.revokedAt', message: 'Revoked At' },
  Rows: /*i18n*/ { id: 'cms.label.rows', message: 'Rows' },
  Counts: /*i18n*/ { id: 'cms.label.counts', message: 'Counts' },
  'Finished At': /*i18n*/ { id: 'cms.label.finishedAt', message: 'Finished At' },
  'City Key': /*i18n*/ { id: 'cms.label.cityKey', message: 'City Key' },
  Confirmed: /*i18n*/ { id: 'cms.label.confirmed', message: 'Confirmed' },
  'Confirmed At': /*i18n*/ { id: 'cms.label.confirmedAt', message: 'Confirmed At' },
  'Client Id': /*i18n*/ { id: 'cms.label.clientId', message: 'Client Id' },
  Device: /*i18n*/ { id: 'cms.label.device', message: 'Device' },
  Result: /*i18n*/ { id: 'cms.label.result', message: 'Result' },
  User: /*i18n*/ { id: 'cms.label.user', message: 'User' },
  Scopes: /*i18n*/ { id: 'cms.label.scopes', message: 'Scopes' },
  'Expires At': /*i18n*/ { id: 'cms.label.expiresAt', message: 'Expires At' },
  'Last Used At': /*i18n*/ { id: 'cms.label.lastUsedAt', message: 'Last Used At' },
  Owner: /*i18n*/ { id: 'cms.label.owner', message: 'Owner' },
  Url: /*i18n*/ { id: 'cms.label.url', message: 'Url' },
  Events: /*i18n*/ { id: 'cms.label.events', message: 'Events' },
  'Event Id': /*i18n*/ { id: 'cms.label.eventId', message: 'Event Id' },
  'Disabled Reason': /*i18n*/ { id: 'cms.label.disabledReason', message: 'Disabled Reason' },
  'Made With Token': /*i18n*/ { id: 'cms.label.madeWithToken', message: 'Made With Token' },
  'Previous Secret Until': /*i18n*/ { id: 'cms.label.previousSecretUntil', message: 'Previous Secret Until' },
  'Endpoint Id': /*i18n*/ { id: 'cms.label.endpointId', message: 'Endpoint Id' },
  'Message Id': /*i18n*/ { id: 'cms.label.messageId', message: 'Message Id' },
  'Attendee Id': /*i18n*/ { id: 'cms.label.attendeeId', message: 'Attendee Id' },
  Type: /*i18n*/ { id: 'cms.label.type', message: 'Type' },
  Body: /*i18n*/ { id: 'cms.label.body', message: 'Body' },
  'Last Status': /*i18n*/ { id: 'cms.label.lastStatus', message: 'Last Status' },
  'Last Response': /*i18n*/ { id: 'cms.label.lastResponse', message: 'Last Response' },
  'Product Name': /*i18n*/ { id: 'cms.label.productName', message: 'Product Name' },
  Tagline: /*i18n*/ { id: 'cms.label.tagline', message: 'Tagline' },
  'Contact Email': /*i18n*/ { id: 'cms.label.contactEmail', message: 'Contact Email' },
  'Retention Days': /*i18n*/ { id: 'cms.label.retentionDays', message: 'Retention Days' },
}

/** A field's help text, by its English. */
export const helpWords: Record<string, MessageDescriptor> = {
  "Show this person's name on the pages of the events they host.": /*i18n*/ {
    id: 'cms.description.users.shownameonevents',
    message: "Show this person's name on the pages of the events they host.",
  },
  'Language of emails to this person: en, es, fr or de.': /*i18n*/ {
    id: 'cms.description.users.locale',
    message: 'Language of emails to this person: en, es, fr or de.',
  },
  'An IANA time zone, such as America/New_York, America/Phoenix or Pacific/Honolulu.': /*i18n*/ {
    id: 'cms.description.events.timezone',
    message: 'An IANA time zone, such as America/New_York, America/Phoenix or Pacific/Honolulu.',
  },
  'Leave both at 0 to have them filled in from the city, state and country.': /*i18n*/ {
    id: 'cms.description.events.coordinates',
    message: 'Leave both at 0 to have them filled in from the city, state and country.',
  },
  'Upload the banner here, or type its address below.': /*i18n*/ {
    id: 'cms.description.events.banner',
    message: 'Upload the banner here, or type its address below.',
  },
  'Filled in from the banner upload when there is one.': /*i18n*/ {
    id: 'cms.description.events.imageurl',
    message: 'Filled in from the banner upload when there is one.',
  },
  'Registration questions (see docs/product.md "Registration questions").': /*i18n*/ {
    id: 'cms.description.events.questions',
    message: 'Registration questions (see docs/product.md "Registration questions").',
  },
  'Who to meet: suggested people and contact swaps by badge for the people who opt in.': /*i18n*/ {
    id: 'cms.description.events.networking',
    message: 'Who to meet: suggested people and contact swaps by badge for the people who opt in.',
  },
  'Who added or removed whom, and when.': /*i18n*/ {
    id: 'cms.description.events.teamlog',
    message: 'Who added or removed whom, and when.',
  },
  'The nights repeated from one another share this.': /*i18n*/ {
    id: 'cms.description.events.seriesid',
    message: 'The nights repeated from one another share this.',
  },
  'Email registrants 24 hours and 2 hours before the start.': /*i18n*/ {
    id: 'cms.description.events.remindersenabled',
    message: 'Email registrants 24 hours and 2 hours before the start.',
  },
  'Lower-cased email, for the unique index.': /*i18n*/ {
    id: 'cms.description.attendees.emailkey',
    message: 'Lower-cased email, for the unique index.',
  },
  'Listed (company only) on the event page.': /*i18n*/ {
    id: 'cms.description.attendees.showcompany',
    message: 'Listed (company only) on the event page.',
  },
  'Upload the logo here, or type its address below.': /*i18n*/ {
    id: 'cms.description.sponsors.logo',
    message: 'Upload the logo here, or type its address below.',
  },
  'Filled in from the logo upload when there is one.': /*i18n*/ {
    id: 'cms.description.sponsors.logourl',
    message: 'Filled in from the logo upload when there is one.',
  },
  'Days after a night ends before its attendees are anonymised (at least 30).': /*i18n*/ {
    id: 'cms.description.siteSettings.retentiondays',
    message: 'Days after a night ends before its attendees are anonymised (at least 30).',
  },
}

/** A choice of a select field, by its English label (its stored value when it has none). */
export const choiceWords: Record<string, MessageDescriptor> = {
  MASTER_ADMIN: /*i18n*/ { id: 'cms.option.masterADMIN', message: 'MASTER_ADMIN' },
  ADMIN: /*i18n*/ { id: 'cms.option.admin', message: 'ADMIN' },
  HOST: /*i18n*/ { id: 'cms.option.host', message: 'HOST' },
  Added: /*i18n*/ { id: 'cms.option.added', message: 'Added' },
  Removed: /*i18n*/ { id: 'cms.option.removed', message: 'Removed' },
  Draft: /*i18n*/ { id: 'cms.option.draft', message: 'Draft' },
  Published: /*i18n*/ { id: 'cms.option.published', message: 'Published' },
  pending: /*i18n*/ { id: 'cms.option.pending', message: 'pending' },
  sent: /*i18n*/ { id: 'cms.option.sent', message: 'sent' },
  skipped: /*i18n*/ { id: 'cms.option.skipped', message: 'skipped' },
  registered: /*i18n*/ { id: 'cms.option.registered', message: 'registered' },
  waitlisted: /*i18n*/ { id: 'cms.option.waitlisted', message: 'waitlisted' },
  cancelled: /*i18n*/ { id: 'cms.option.cancelled', message: 'cancelled' },
  sending: /*i18n*/ { id: 'cms.option.sending', message: 'sending' },
  failed: /*i18n*/ { id: 'cms.option.failed', message: 'failed' },
  '24h': /*i18n*/ { id: 'cms.option.24h', message: '24h' },
  '2h': /*i18n*/ { id: 'cms.option.2h', message: '2h' },
  announcement: /*i18n*/ { id: 'cms.option.announcement', message: 'announcement' },
  morningAfter: /*i18n*/ { id: 'cms.option.morningafter', message: 'morningAfter' },
  checkedIn: /*i18n*/ { id: 'cms.option.checkedin', message: 'checkedIn' },
  noShow: /*i18n*/ { id: 'cms.option.noshow', message: 'noShow' },
  erasure: /*i18n*/ { id: 'cms.option.erasure', message: 'erasure' },
  purge: /*i18n*/ { id: 'cms.option.purge', message: 'purge' },
  alreadyCheckedIn: /*i18n*/ { id: 'cms.option.alreadycheckedin', message: 'alreadyCheckedIn' },
  conflict: /*i18n*/ { id: 'cms.option.conflict', message: 'conflict' },
  refused: /*i18n*/ { id: 'cms.option.refused', message: 'refused' },
  succeeded: /*i18n*/ { id: 'cms.option.succeeded', message: 'succeeded' },
}
