import { formatPlace } from '../../../contract/place'
import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link, linkedSentence } from './layout'
import { localeOf, pageIn, strong, t, whenIn } from './words'
import type { EventDto } from '../../../contract/types'
import type { MailTemplate, SubscriptionMail } from './types'

/** The nights newly published in the follower's city, as they were announced. */
export interface NewNightsMail extends SubscriptionMail {
  events: EventDto[]
}

const words = {
  subject: /*i18n*/ {
    id: 'email.newNights.subject',
    message: '{count, plural, one {New night in {city}: {name}} other {# new nights in {city}}}',
  },
  lead: /*i18n*/ {
    id: 'email.newNights.lead',
    message:
      '{count, plural, one {A new night in {city}: open for registration.} other {New nights in {city}: open for registration.}}',
  },
  when: /*i18n*/ { id: 'email.newNights.when', message: 'When: {when}' },
  where: /*i18n*/ { id: 'email.newNights.where', message: 'Where: {where}' },
  registerText: /*i18n*/ { id: 'email.newNights.registerText', message: 'Register: {url}' },
  register: /*i18n*/ { id: 'email.newNights.register', message: 'Register' },
  whyText: /*i18n*/ {
    id: 'email.newNights.whyText',
    message: 'You get this because {email} follows {city}. Unsubscribe: {url}',
  },
  whyHtml: /*i18n*/ {
    id: 'email.newNights.why',
    message: 'You get this because {email} follows {city}. <0>Unsubscribe</0>',
  },
}

/**
 * The announcement to a city's confirmed followers (cms/modules/subscriptions/announcer.ts):
 * the nights first published since the last pass, each once, in the language the follower asked
 * in (`follower.locale`). Every one carries the follower's own unsubscribe link, in the body and
 * as one-click `List-Unsubscribe` (RFC 8058).
 */
export const newNights: MailTemplate<NewNightsMail> = {
  needs: { subscriptionLink: true },
  subject: ({ follower, events }) =>
    t(localeOf(follower), words.subject, { count: events.length, city: events[0].city, name: events[0].name }),
  render(data, made) {
    const { product, follower, events } = data
    const locale = localeOf(follower)
    // The city as the night names it (the follower may have typed it in another letter case).
    const city = events[0]?.city ?? follower.city
    const subject = this.subject(data)
    const page = made.subscriptionUrl && pageIn(locale, made.subscriptionUrl)
    const about = (event: EventDto) => ({
      url: pageIn(locale, eventUrlOf(made.serverUrl, event.id)),
      when: whenIn(locale, event),
      where: formatPlace(event),
    })
    const lead = (cityText: string) => t(locale, words.lead, { count: events.length, city: cityText })
    return {
      subject,
      text: [
        lead(city),
        ...events.map((event) => {
          const { url, when, where } = about(event)
          return [
            event.name,
            t(locale, words.when, { when }),
            t(locale, words.where, { where }),
            t(locale, words.registerText, { url }),
          ].join('\n')
        }),
        ...(page ? [t(locale, words.whyText, { email: follower.email, city, url: page })] : []),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          lead(strong(city)),
          ...events.map((event) => {
            const { url, when, where } = about(event)
            return `${strong(event.name)}<br>${escapeHtml(when)}<br>${escapeHtml(where)}<br>${link(url, t(locale, words.register))}`
          }),
          ...(page
            ? [
                // The sentence is escaped as a whole, the address and the city with it.
                linkedSentence(page, t(locale, words.whyHtml, { email: follower.email, city })),
              ]
            : []),
        ],
        locale,
      ),
      // Opened by hand, the address shows the follow page in the email's language, as every link here.
      ...(made.unsubscribeUrl
        ? {
            headers: {
              'List-Unsubscribe': `<${pageIn(locale, made.unsubscribeUrl)}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            },
          }
        : {}),
    }
  },
}
