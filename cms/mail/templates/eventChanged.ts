import { eventDetails } from './eventDetails'
import { changeLines } from './changeLines'
import { escapeHtml, layout } from './layout'
import { hi, localeOf, strong, t } from './words'
import type { MailTemplate, RegistrationMail } from './types'
import type { CalendarChange } from '../../../collections/Events/calendarChanges'

const words = {
  subject: /*i18n*/ { id: 'email.eventChanged.subject', message: '{product}: {event} has changed' },
  intro: /*i18n*/ { id: 'email.eventChanged.intro', message: '{event} has changed. What changed:' },
  calendar: /*i18n*/ {
    id: 'email.eventChanged.calendar',
    message: 'The attached calendar file updates the entry in your calendar.',
  },
}
export { words as eventChangedWords }

/** A change of name, time or place: what changed, the details, an updated invitation (same UID, new SEQUENCE). */
export const eventChanged: MailTemplate<RegistrationMail & { sequence: number; changes: (CalendarChange | string)[] }> = {
  needs: { manageLink: true, invitation: 'REQUEST' },
  subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person } = data
    const locale = localeOf(person)
    const changes = changeLines(locale, data.changes)
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, words.intro, { event: event.name }),
        changes.join('\n'),
        ...details.text,
        t(locale, words.calendar),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.intro, { event: strong(event.name) }),
          changes.map(escapeHtml).join('<br>'),
          ...details.html,
          t(locale, words.calendar),
        ],
        locale,
      ),
      attachments: made.invitation ? [made.invitation] : [],
    }
  },
}
