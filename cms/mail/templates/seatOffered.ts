import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, pageIn, strong, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.seatOffered.subject', message: '{product}: a seat is free for {event}' },
  text: /*i18n*/ {
    id: 'email.seatOffered.text',
    message: 'A seat is free for {event} ({when}). The first person to register gets it: register on the event page.',
  },
  html: /*i18n*/ {
    id: 'email.seatOffered.html',
    message: 'A seat is free for {event} ({when}). The first person to register gets it.',
  },
  register: /*i18n*/ { id: 'email.seatOffered.register', message: 'Register: {url}' },
  registerLink: /*i18n*/ { id: 'email.seatOffered.registerLink', message: 'Register on the event page' },
}

/** Within 24 hours of the start a freed seat is offered to everyone waiting: first to register wins. */
export const seatOffered: MailTemplate<RegistrationMail> = {
  subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const eventUrl = pageIn(locale, eventUrlOf(made.serverUrl, event.id))
    const when = whenIn(locale, event)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, words.text, { event: event.name, when }),
        t(locale, words.register, { url: eventUrl }),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.html, { event: strong(event.name), when: escapeHtml(when) }),
          link(eventUrl, t(locale, words.registerLink)),
        ],
        locale,
      ),
    }
  },
}
