import { whenText } from '../../../contract/eventWhen'
import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

const RULE =
  'If a seat frees up more than 24 hours before the start, it goes to the first person waiting and we email your confirmation. Closer to the start, free seats are offered to everyone waiting and the first to register gets it.'

/** Someone joined the waitlist: their position, the rule, and the link to leave it. */
export const waitlistJoined: MailTemplate<RegistrationMail & { position: number }> = {
  needs: { manageLink: true },
  subject: ({ product, event }) => `${product}: you're on the waitlist for ${event.name}`,
  render(data, made) {
    const { product, event, person, position } = data
    const subject = this.subject(data)
    const manage = made.manageUrl
    const eventUrl = eventUrlOf(made.serverUrl, event.id)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `${event.name} (${whenText(event)}) is full. You're number ${position} on the waitlist.`,
        RULE,
        ...(manage ? [`Leave the waitlist or change your details: ${manage}`] : []),
        `Event page: ${eventUrl}`,
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `<strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}) is full. You're number ${position} on the waitlist.`,
        RULE,
        ...(manage ? [`${link(manage, 'Leave the waitlist or change your details')}`] : []),
        link(eventUrl, 'Event page'),
      ]),
    }
  },
}
