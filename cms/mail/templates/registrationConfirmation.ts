import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { walletButtons } from './walletButtons'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * "You're registered": the details, the manage link, the entry QR code, the wallet buttons (when
 * set up) and the calendar invitation.
 */
export const registrationConfirmation: MailTemplate<RegistrationMail & { sequence: number }> = {
  needs: { manageLink: true, entryCode: true, walletLinks: true, invitation: 'REQUEST' },
  subject: ({ product, event }) => `${product}: you're registered for ${event.name}`,
  render(data, made) {
    const { product, event, person } = data
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    const entry = made.entryCode
    const wallet = walletButtons(made.walletLinks)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `You're registered for ${event.name}.`,
        ...details.text,
        ...(entry ? [`Your entry code for the door (show it when you arrive): ${entry.url}`] : []),
        ...wallet.text,
        `See you there!\n${product}`,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `You're registered for <strong>${escapeHtml(event.name)}</strong>.`,
        ...details.html,
        ...(entry
          ? [
              `Your entry code for the door:<br><img src="cid:entry-code" width="240" height="240" alt="QR code: your entry code for the door">`,
            ]
          : []),
        ...wallet.html,
      ]),
      attachments: [...(made.invitation ? [made.invitation] : []), ...(entry ? [entry.image] : [])],
    }
  },
}
