import type { MessageAudience } from '@contract/eventMessages'

/**
 * The audiences' names (contract/eventMessages.ts `audienceLabels`, word for word), marked for the
 * site's catalogue, which reads site/src only; translated where shown: `i18n._(audienceNames[a])`.
 */
export const audienceNames: Record<MessageAudience, string> = {
  registered: /*i18n*/ 'Everyone registered',
  waitlisted: /*i18n*/ 'The waitlist',
  checkedIn: /*i18n*/ 'People checked in',
  noShow: /*i18n*/ 'No-shows (registered, not checked in)',
}

/**
 * The message form's own validation texts (contract/eventMessages.ts's schema, from
 * contract/messages.ts), marked for the catalogue: FormField translates the error it shows.
 * "Subject is required" is among site/src/i18n/validationMessages.ts's.
 */
export const messageFormErrors = [
  /*i18n*/ 'Message is required',
  /*i18n*/ 'Choose who receives the message',
  /*i18n*/ 'This field is too long (max 150 characters)',
  /*i18n*/ 'This field is too long (max 5000 characters)',
]
