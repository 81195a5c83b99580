import { whenText } from '../../../contract/eventWhen'
import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** Within 24 hours of the start a freed seat is offered to everyone waiting: first to register wins. */
export const seatOffered: MailTemplate<RegistrationMail> = {
  subject: ({ product, event }) => `${product}: a seat is free for ${event.name}`,
  render(data, made) {
    const { product, event, person } = data
    const subject = this.subject(data)
    const eventUrl = eventUrlOf(made.serverUrl, event.id)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `A seat is free for ${event.name} (${whenText(event)}). The first person to register gets it: register on the event page.`,
        `Register: ${eventUrl}`,
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `A seat is free for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}). The first person to register gets it.`,
        link(eventUrl, 'Register on the event page'),
      ]),
    }
  },
}
