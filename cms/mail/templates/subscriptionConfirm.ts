import { escapeHtml, layout, link } from './layout'
import type { MailTemplate, SubscriptionMail } from './types'

/** The follower's request, as the row stores it: `confirmed` when the address already follows the city. */
export interface SubscriptionConfirmMail extends SubscriptionMail {
  confirmed: boolean
}

/**
 * The answer to "Get notified about new nights in {city}" (cms/modules/subscriptions/service.ts).
 * A new or unconfirmed address gets the confirmation link (double opt-in: nothing else is sent
 * until it is used); an address that already follows the city is told so, with the link to
 * unsubscribe. Either way the form answered alike, so it tells nobody else who follows what.
 */
export const subscriptionConfirm: MailTemplate<SubscriptionConfirmMail> = {
  needs: { subscriptionLink: true },
  subject: ({ product, follower, confirmed }) =>
    confirmed ? `${product}: you already follow ${follower.city}` : `${product}: confirm new nights in ${follower.city}`,
  render(data, made) {
    const { product, follower, confirmed } = data
    const subject = this.subject(data)
    const page = made.subscriptionUrl
    const lines = confirmed
      ? [
          `You asked to hear about new nights in ${follower.city}, and this address already follows it: nothing changes.`,
          `To stop these emails, open ${page ?? 'the link in any announcement'} and choose Unsubscribe.`,
        ]
      : [
          `Someone, hopefully you, asked us to email ${follower.email} when a new night in ${follower.city} is announced.`,
          `Confirm here: ${page}`,
          `If it was not you, ignore this email: nothing more is sent, and the request is deleted after 7 days.`,
        ]
    const html = confirmed
      ? [
          `You asked to hear about new nights in <strong>${escapeHtml(follower.city)}</strong>, and this address already follows it: nothing changes.`,
          ...(page ? [`${link(page, 'Unsubscribe')} if you no longer want these emails.`] : []),
        ]
      : [
          `Someone, hopefully you, asked us to email ${escapeHtml(follower.email)} when a new night in <strong>${escapeHtml(follower.city)}</strong> is announced.`,
          ...(page ? [link(page, 'Confirm that you want these emails')] : []),
          'If it was not you, ignore this email: nothing more is sent, and the request is deleted after 7 days.',
        ]
    return { subject, text: [...lines, product].join('\n\n'), html: layout(product, subject, html) }
  },
}
