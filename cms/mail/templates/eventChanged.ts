import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** A change of name, time or place: what changed, the details, an updated invitation (same UID, new SEQUENCE). */
export const eventChanged: MailTemplate<RegistrationMail & { sequence: number; changes: string[] }> = {
  needs: { manageLink: true, invitation: 'REQUEST' },
  subject: ({ product, event }) => `${product}: ${event.name} has changed`,
  render(data, made) {
    const { product, event, person, changes } = data
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `${event.name} has changed. What changed:`,
        changes.join('\n'),
        ...details.text,
        'The attached calendar file updates the entry in your calendar.',
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `<strong>${escapeHtml(event.name)}</strong> has changed. What changed:`,
        changes.map(escapeHtml).join('<br>'),
        ...details.html,
        'The attached calendar file updates the entry in your calendar.',
      ]),
      attachments: made.invitation ? [made.invitation] : [],
    }
  },
}
