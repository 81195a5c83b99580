import { escapeHtml, layout, link, linkedSentence } from './layout'
import { localeOf, pageIn, strong, t } from './words'
import type { MailTemplate, SubscriptionMail } from './types'

const words = {
  confirmSubject: /*i18n*/ { id: 'email.subscriptionConfirm.subject', message: '{product}: confirm new nights in {city}' },
  alreadySubject: /*i18n*/ { id: 'email.subscriptionConfirm.alreadySubject', message: '{product}: you already follow {city}' },
  already: /*i18n*/ {
    id: 'email.subscriptionConfirm.already',
    message: 'You asked to hear about new nights in {city}, and this address already follows it: nothing changes.',
  },
  stopText: /*i18n*/ {
    id: 'email.subscriptionConfirm.stopText',
    message: 'To stop these emails, open {page} and choose Unsubscribe.',
  },
  anyAnnouncement: /*i18n*/ { id: 'email.subscriptionConfirm.anyAnnouncement', message: 'the link in any announcement' },
  unsubscribeHtml: /*i18n*/ {
    id: 'email.subscriptionConfirm.unsubscribeLinked',
    message: '<0>Unsubscribe</0> if you no longer want these emails.',
  },
  asked: /*i18n*/ {
    id: 'email.subscriptionConfirm.asked',
    message: 'Someone, hopefully you, asked us to email {email} when a new night in {city} is announced.',
  },
  confirmText: /*i18n*/ { id: 'email.subscriptionConfirm.confirmText', message: 'Confirm here: {url}' },
  confirmLabel: /*i18n*/ { id: 'email.subscriptionConfirm.confirmLabel', message: 'Confirm that you want these emails' },
  notYou: /*i18n*/ {
    id: 'email.subscriptionConfirm.notYou',
    message: 'If it was not you, ignore this email: nothing more is sent, and the request is deleted after 7 days.',
  },
}

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
    t(localeOf(follower), confirmed ? words.alreadySubject : words.confirmSubject, { product, city: follower.city }),
  render(data, made) {
    const { product, follower, confirmed } = data
    const locale = localeOf(follower)
    const subject = this.subject(data)
    const page = made.subscriptionUrl && pageIn(locale, made.subscriptionUrl)
    const say = (message: (typeof words)[keyof typeof words], values: Record<string, string> = {}) => t(locale, message, values)
    const lines = confirmed
      ? [say(words.already, { city: follower.city }), say(words.stopText, { page: page ?? say(words.anyAnnouncement) })]
      : [
          say(words.asked, { email: follower.email, city: follower.city }),
          say(words.confirmText, { url: page ?? '' }),
          say(words.notYou),
        ]
    const html = confirmed
      ? [say(words.already, { city: strong(follower.city) }), ...(page ? [linkedSentence(page, say(words.unsubscribeHtml))] : [])]
      : [
          say(words.asked, { email: escapeHtml(follower.email), city: strong(follower.city) }),
          ...(page ? [link(page, say(words.confirmLabel))] : []),
          say(words.notYou),
        ]
    return { subject, text: [...lines, product].join('\n\n'), html: layout(product, subject, html, locale) }
  },
}
