import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { walletButtons } from './walletButtons'
import { whoToMeetLink } from './whoToMeetLink'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * "You're registered": the details, the manage link, the entry QR code, the wallet buttons (when
 * set up) and the calendar invitation. For someone who was waiting (`seatOpened`) it says first
 * that a seat opened up. Someone who opted in to "Who to meet" gets "See who to meet" (`whoToMeet`).
 */
export const registrationConfirmation: MailTemplate<
  RegistrationMail & { sequence: number; seatOpened?: boolean; whoToMeet?: boolean }
> = {
  needs: { manageLink: true, entryCode: true, walletLinks: true, invitation: 'REQUEST' },
  subject: ({ product, event, seatOpened }) =>
    seatOpened
      ? `${product}: a seat opened up, you're registered for ${event.name}`
      : `${product}: you're registered for ${event.name}`,
  render(data, made) {
    const { product, event, person, seatOpened } = data
    const subject = this.subject(data)
    const news = seatOpened
      ? `A seat opened up at ${event.name} and it's yours: you're off the waitlist and registered.`
      : `You're registered for ${event.name}.`
    const details = eventDetails(data, made)
    const entry = made.entryCode
    const wallet = walletButtons(made.walletLinks)
    const meet = whoToMeetLink(data.whoToMeet, made)
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        news,
        ...meet.text,
        ...details.text,
        ...(entry ? [`Your entry code for the door (show it when you arrive): ${entry.url}`] : []),
        ...wallet.text,
        `See you there!\n${product}`,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        seatOpened
          ? `A seat opened up at <strong>${escapeHtml(event.name)}</strong> and it's yours: you're off the waitlist and registered.`
          : `You're registered for <strong>${escapeHtml(event.name)}</strong>.`,
        ...meet.html,
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
