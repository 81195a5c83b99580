import { whenText } from '../../../contract/eventWhen'
import { escapeHtml, layout } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** One registration cancelled: METHOD:CANCEL for its UID (`sequence` is already the raised one). */
export const registrationCancelled: MailTemplate<RegistrationMail & { sequence: number }> = {
  needs: { invitation: 'CANCEL' },
  subject: ({ product, event }) => `${product}: your registration for ${event.name} is cancelled`,
  render(data, made) {
    const { product, event, person } = data
    const subject = this.subject(data)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `Your registration for ${event.name} (${whenText(event)}) is cancelled.`,
        'The attached calendar file removes it from your calendar.',
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `Your registration for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}) is cancelled.`,
        'The attached calendar file removes it from your calendar.',
      ]),
      attachments: made.invitation ? [made.invitation] : [],
    }
  },
}
