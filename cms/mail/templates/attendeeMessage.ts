import { whenText } from '../../../contract/eventWhen'
import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** What a host wrote, as the row stores it; `test` marks the copy sent to the sender alone. */
export interface AttendeeMessageMail extends RegistrationMail {
  subject: string
  body: string
  sender: string
  test: boolean
}

/**
 * A host's message to the people of one night (cms/modules/messages/service.ts): their words
 * as plain text (never HTML), the night, and the reader's own manage link.
 */
export const attendeeMessage: MailTemplate<AttendeeMessageMail> = {
  needs: { manageLink: true },
  subject: ({ event, subject, test }) => `${test ? '[Test] ' : ''}${event.name}: ${subject}`,
  render(data, made) {
    const { product, event, person, body, sender } = data
    const subject = this.subject(data)
    const eventUrl = eventUrlOf(made.serverUrl, event.id)
    const manage = made.manageUrl
    const paragraphs = body.split(/\n{2,}/)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        body,
        `${sender}, for ${event.name} (${whenText(event)})`,
        `Event page: ${eventUrl}`,
        ...(manage ? [`Manage your registration (change your details or cancel): ${manage}`] : []),
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        ...paragraphs.map((paragraph) => escapeHtml(paragraph).replace(/\n/g, '<br>')),
        `${escapeHtml(sender)}, for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))})`,
        link(eventUrl, 'Event page'),
        ...(manage ? [`${link(manage, 'Manage your registration')} (change your details or cancel)`] : []),
      ]),
    }
  },
}
