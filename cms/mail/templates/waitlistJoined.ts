import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, pageIn, strong, t, whenIn, type Locale } from './words'
import type { Made, MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.waitlistJoined.subject', message: "{product}: you're on the waitlist for {event}" },
  body: /*i18n*/ {
    id: 'email.waitlistJoined.body',
    message: "{event} ({when}) is full. You're number {position} on the waitlist.",
  },
  rule: /*i18n*/ {
    id: 'email.waitlistJoined.rule',
    message:
      'If a seat frees up more than 24 hours before the start, it goes to the first person waiting and we email your confirmation. Closer to the start, free seats are offered to everyone waiting and the first to register gets it.',
  },
  leaveText: /*i18n*/ { id: 'email.waitlistJoined.leaveText', message: 'Leave the waitlist or change your details: {url}' },
  leaveLink: /*i18n*/ { id: 'email.waitlistJoined.leaveLink', message: 'Leave the waitlist or change your details' },
  eventPageText: /*i18n*/ { id: 'email.eventPage.text', message: 'Event page: {url}' },
  eventPage: /*i18n*/ { id: 'email.details.eventPage', message: 'Event page' },
}

/** How every email to someone waiting ends: the link to leave (when the row has one) and the night's page. */
export function waitlistLinks(locale: Locale, made: Made, eventId: RegistrationMail['event']['id']) {
  const manage = made.manageUrl && pageIn(locale, made.manageUrl)
  const eventUrl = pageIn(locale, eventUrlOf(made.serverUrl, eventId))
  return {
    text: [...(manage ? [t(locale, words.leaveText, { url: manage })] : []), t(locale, words.eventPageText, { url: eventUrl })],
    html: [...(manage ? [link(manage, t(locale, words.leaveLink))] : []), link(eventUrl, t(locale, words.eventPage))],
  }
}

/** Someone joined the waitlist: their position, the rule, and the link to leave it. */
export const waitlistJoined: MailTemplate<RegistrationMail & { position: number }> = {
  needs: { manageLink: true },
  subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person, position } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const when = whenIn(locale, event)
    const links = waitlistLinks(locale, made, event.id)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, words.body, { event: event.name, when, position: String(position) }),
        t(locale, words.rule),
        ...links.text,
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.body, { event: strong(event.name), when: escapeHtml(when), position: String(position) }),
          t(locale, words.rule),
          ...links.html,
        ],
        locale,
      ),
    }
  },
}
