import { escapeHtml, layout } from './layout'
import { hi, localeOf, strong, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.waitlistLeft.subject', message: '{product}: you left the waitlist for {event}' },
  body: /*i18n*/ { id: 'email.waitlistLeft.body', message: "You're no longer on the waitlist for {event} ({when})." },
}

/** Someone left the waitlist from their manage page. */
export const waitlistLeft: MailTemplate<RegistrationMail> = {
  subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
  render(data) {
    const { product, event, person } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const when = whenIn(locale, event)
    return {
      subject,
      text: [t(locale, hi, { name: person.name }), t(locale, words.body, { event: event.name, when }), product].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.body, { event: strong(event.name), when: escapeHtml(when) }),
        ],
        locale,
      ),
    }
  },
}
