import { escapeHtml, layout } from './layout'
import { calendarRemoves, hi, localeOf, strong, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.removed.subject', message: '{product}: you are no longer on the list for {event}' },
  registration: /*i18n*/ {
    id: 'email.removed.registration',
    message: 'The host of {event} ({when}) removed your registration for the night.',
  },
  waitlist: /*i18n*/ {
    id: 'email.removed.waitlist',
    message: 'The host of {event} ({when}) removed your place on the waitlist for the night.',
  },
}

/**
 * A host took the person off the night (`DELETE /api/events/{id}/attendees/{attendeeId}`): they
 * are told so, in their own stored language whatever the host's, and a registered person's
 * calendar entry goes with METHOD:CANCEL for their UID (`sequence` is already the raised one).
 * Someone taken off the waitlist never had an entry.
 */
export const attendeeRemoved: MailTemplate<RegistrationMail & { sequence: number; wasRegistered: boolean }> = {
  needs: { invitation: 'CANCEL' },
  subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person, wasRegistered } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const removed = wasRegistered ? words.registration : words.waitlist
    const when = whenIn(locale, event)
    const note = wasRegistered ? [t(locale, calendarRemoves)] : []
    return {
      subject,
      text: [t(locale, hi, { name: person.name }), t(locale, removed, { event: event.name, when }), ...note, product].join(
        '\n\n',
      ),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, removed, { event: strong(event.name), when: escapeHtml(when) }),
          ...note.map(escapeHtml),
        ],
        locale,
      ),
      attachments: wasRegistered && made.invitation ? [made.invitation] : [],
    }
  },
}
