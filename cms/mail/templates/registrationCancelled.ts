import { escapeHtml, layout } from './layout'
import { calendarRemoves, hi, localeOf, strong, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ {
    id: 'email.registrationCancelled.subject',
    message: '{product}: your registration for {event} is cancelled',
  },
  body: /*i18n*/ { id: 'email.registrationCancelled.body', message: 'Your registration for {event} ({when}) is cancelled.' },
}

/** One registration cancelled: METHOD:CANCEL for its UID (`sequence` is already the raised one). */
export const registrationCancelled: MailTemplate<RegistrationMail & { sequence: number }> = {
  needs: { invitation: 'CANCEL' },
  subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const when = whenIn(locale, event)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, words.body, { event: event.name, when }),
        t(locale, calendarRemoves),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.body, { event: strong(event.name), when: escapeHtml(when) }),
          t(locale, calendarRemoves),
        ],
        locale,
      ),
      attachments: made.invitation ? [made.invitation] : [],
    }
  },
}
