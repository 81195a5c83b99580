import { whenText } from '../../../contract/eventWhen'
import { escapeHtml, layout } from './layout'
import type { EventDto } from '../../../contract/types'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * The hosts moved a registration to another night: METHOD:CANCEL for the old night's UID
 * (`event` is the old night, `sequence` already raised). The new night's normal confirmation,
 * with its own invitation, entry code and manage link, is a separate email: one calendar
 * method per message is what calendar programs read reliably.
 */
export const registrationMoved: MailTemplate<RegistrationMail & { sequence: number; to: EventDto }> = {
  needs: { invitation: 'CANCEL' },
  subject: ({ product, event }) => `${product}: your registration for ${event.name} moved to another night`,
  render(data, made) {
    const { product, event, person, to } = data
    const subject = this.subject(data)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `The hosts moved your registration from ${event.name} (${whenText(event)}) to ${to.name} (${whenText(to)}).`,
        `Your confirmation for ${to.name}, with its calendar invitation, your new entry code and your new link to manage your registration, comes in a separate email. Links from earlier emails no longer work.`,
        `The attached calendar file removes ${event.name} from your calendar.`,
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `The hosts moved your registration from <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}) to <strong>${escapeHtml(to.name)}</strong> (${escapeHtml(whenText(to))}).`,
        `Your confirmation for ${escapeHtml(to.name)}, with its calendar invitation, your new entry code and your new link to manage your registration, comes in a separate email. Links from earlier emails no longer work.`,
        `The attached calendar file removes ${escapeHtml(event.name)} from your calendar.`,
      ]),
      attachments: made.invitation ? [made.invitation] : [],
    }
  },
}
