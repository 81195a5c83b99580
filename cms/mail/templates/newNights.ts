import { whenText } from '../../../contract/eventWhen'
import { formatPlace } from '../../../contract/place'
import { eventUrlOf } from './eventDetails'
import { escapeHtml, layout, link } from './layout'
import type { EventDto } from '../../../contract/types'
import type { MailTemplate, SubscriptionMail } from './types'

/** The nights newly published in the follower's city, as they were announced. */
export interface NewNightsMail extends SubscriptionMail {
  events: EventDto[]
}

/**
 * The announcement to a city's confirmed followers (cms/modules/subscriptions/announcer.ts):
 * the nights first published since the last pass, each once. Every one carries the follower's
 * own unsubscribe link, in the body and as one-click `List-Unsubscribe` (RFC 8058).
 */
export const newNights: MailTemplate<NewNightsMail> = {
  needs: { subscriptionLink: true },
  subject: ({ events }) =>
    events.length === 1
      ? `New night in ${events[0].city}: ${events[0].name}`
      : `${events.length} new nights in ${events[0].city}`,
  render(data, made) {
    const { product, follower, events } = data
    // The city as the night names it (the follower may have typed it in another letter case).
    const city = events[0]?.city ?? follower.city
    const subject = this.subject(data)
    const page = made.subscriptionUrl
    const about = (event: EventDto) => ({
      url: eventUrlOf(made.serverUrl, event.id),
      when: whenText(event),
      where: formatPlace(event),
    })
    return {
      subject,
      text: [
        `${events.length === 1 ? 'A new night' : 'New nights'} in ${city}: open for registration.`,
        ...events.map((event) => {
          const { url, when, where } = about(event)
          return `${event.name}\nWhen: ${when}\nWhere: ${where}\nRegister: ${url}`
        }),
        ...(page ? [`You get this because ${follower.email} follows ${city}. Unsubscribe: ${page}`] : []),
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `${events.length === 1 ? 'A new night' : 'New nights'} in <strong>${escapeHtml(city)}</strong>: open for registration.`,
        ...events.map((event) => {
          const { url, when, where } = about(event)
          return `<strong>${escapeHtml(event.name)}</strong><br>${escapeHtml(when)}<br>${escapeHtml(where)}<br>${link(url, 'Register')}`
        }),
        ...(page
          ? [`You get this because ${escapeHtml(follower.email)} follows ${escapeHtml(city)}. ${link(page, 'Unsubscribe')}`]
          : []),
      ]),
      ...(made.unsubscribeUrl
        ? { headers: { 'List-Unsubscribe': `<${made.unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    }
  },
}
