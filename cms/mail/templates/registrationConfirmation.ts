import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { walletButtons } from './walletButtons'
import { whoToMeetLink } from './whoToMeetLink'
import { entryCodeImage, entryCodeText, hi, localeOf, seeYou, strong, t } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.confirmation.subject', message: "{product}: you're registered for {event}" },
  subjectSeatOpened: /*i18n*/ {
    id: 'email.confirmation.subjectSeatOpened',
    message: "{product}: a seat opened up, you're registered for {event}",
  },
  news: /*i18n*/ { id: 'email.confirmation.news', message: "You're registered for {event}." },
  newsSeatOpened: /*i18n*/ {
    id: 'email.confirmation.newsSeatOpened',
    message: "A seat opened up at {event} and it's yours: you're off the waitlist and registered.",
  },
}

/**
 * "You're registered": the details, the manage link, the entry QR code, the wallet buttons (when
 * set up) and the calendar invitation. For someone who was waiting (`seatOpened`) it says first
 * that a seat opened up. Someone who opted in to "Who to meet" gets "See who to meet" (`whoToMeet`).
 * Written in the person's stored language.
 */
export const registrationConfirmation: MailTemplate<
  RegistrationMail & { sequence: number; seatOpened?: boolean; whoToMeet?: boolean }
> = {
  needs: { manageLink: true, entryCode: true, walletLinks: true, invitation: 'REQUEST' },
  subject: ({ product, event, person, seatOpened }) =>
    t(localeOf(person), seatOpened ? words.subjectSeatOpened : words.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person, seatOpened } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const news = seatOpened ? words.newsSeatOpened : words.news
    const details = eventDetails(data, made)
    const entry = made.entryCode
    const wallet = walletButtons(made.walletLinks, locale)
    const meet = whoToMeetLink(data.whoToMeet, made, locale)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, news, { event: event.name }),
        ...meet.text,
        ...details.text,
        ...(entry ? [t(locale, entryCodeText, { url: entry.url })] : []),
        ...wallet.text,
        `${t(locale, seeYou)}\n${product}`,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, news, { event: strong(event.name) }),
          ...meet.html,
          ...details.html,
          ...(entry ? [entryCodeImage(locale)] : []),
          ...wallet.html,
        ],
        locale,
      ),
      attachments: [...(made.invitation ? [made.invitation] : []), ...(entry ? [entry.image] : [])],
    }
  },
}
