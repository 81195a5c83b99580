import { whenText } from '../../../contract/eventWhen'
import { escapeHtml, layout } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** A deleted event: METHOD:CANCEL for the registration's UID (`sequence` is already the raised one). */
export const eventCancelled: MailTemplate<RegistrationMail & { sequence: number }> = {
  needs: { invitation: 'CANCEL' },
  subject: ({ product, event }) => `${product}: ${event.name} is cancelled`,
  render(data, made) {
    const { product, event, person } = data
    const subject = this.subject(data)
    const when = whenText(event)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `${event.name} (${when}) is cancelled. We're sorry for the change of plans.`,
        'The attached calendar file removes it from your calendar.',
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `<strong>${escapeHtml(event.name)}</strong> (${escapeHtml(when)}) is cancelled. We're sorry for the change of plans.`,
        'The attached calendar file removes it from your calendar.',
      ]),
      attachments: made.invitation ? [made.invitation] : [],
    }
  },
}
