// The site's own link builders (pure functions, no React): the email and the success toast
// offer the same add-to-calendar links and map search.
import { googleCalendarUrl, icsDownloadPath, outlookCalendarUrl } from '../../../contract/calendarLinks'
import { formatPlace, mapSearchUrl } from '../../../contract/place'
import { escapeHtml, link, linkedSentence } from './layout'
import { labelled, localeOf, pageIn, t, whenIn } from './words'
import type { Made, RegistrationMail } from './types'

export const eventUrlOf = (serverUrl: string, eventId: RegistrationMail['event']['id']) => `${serverUrl}/events/${eventId}`

const words = {
  when: /*i18n*/ { id: 'email.details.when', message: 'When:' },
  where: /*i18n*/ { id: 'email.details.where', message: 'Where:' },
  map: /*i18n*/ { id: 'email.details.map', message: 'Map:' },
  mapLink: /*i18n*/ { id: 'email.details.mapLink', message: 'map' },
  google: /*i18n*/ { id: 'email.details.google', message: 'Add to Google Calendar' },
  outlook: /*i18n*/ { id: 'email.details.outlook', message: 'Add to Outlook' },
  icsText: /*i18n*/ { id: 'email.details.icsText', message: 'Download for your calendar (.ics):' },
  icsLink: /*i18n*/ { id: 'email.details.icsLink', message: 'Download .ics' },
  eventPage: /*i18n*/ { id: 'email.details.eventPage', message: 'Event page' },
  manageText: /*i18n*/ {
    id: 'email.details.manageText',
    message: 'Manage your registration (change your details or cancel): {url}',
  },
  manageHtml: /*i18n*/ {
    id: 'email.details.manageHtml',
    message: '<0>Manage your registration</0> (change your details or cancel)',
  },
}
export { words as detailWords }

/** When, where, the map and the calendar links: the part every message about one night shares. */
export function eventDetails({ event, person }: RegistrationMail, made: Made) {
  const locale = localeOf(person)
  const w = (descriptor: (typeof words)[keyof typeof words], values?: Record<string, unknown>) => t(locale, descriptor, values)
  const eventUrl = pageIn(locale, eventUrlOf(made.serverUrl, event.id))
  const when = whenIn(locale, event)
  const where = formatPlace(event)
  const map = mapSearchUrl(event)
  const google = googleCalendarUrl(event)
  const outlook = outlookCalendarUrl(event)
  const ics = `${made.serverUrl}${icsDownloadPath(event.id, person.id)}`
  const manage = made.manageUrl && pageIn(locale, made.manageUrl)
  return {
    text: [
      `${w(words.when)} ${when}`,
      `${w(words.where)} ${where}`,
      `${w(words.map)} ${map}`,
      w(labelled, { label: w(words.google), value: google }),
      w(labelled, { label: w(words.outlook), value: outlook }),
      `${w(words.icsText)} ${ics}`,
      w(labelled, { label: w(words.eventPage), value: eventUrl }),
      ...(manage ? [w(words.manageText, { url: manage })] : []),
    ],
    html: [
      `<strong>${w(words.when)}</strong> ${escapeHtml(when)}`,
      `<strong>${w(words.where)}</strong> ${escapeHtml(where)} (${link(map, w(words.mapLink))})`,
      `${link(google, w(words.google))} · ${link(outlook, w(words.outlook))} · ${link(ics, w(words.icsLink))}`,
      link(eventUrl, w(words.eventPage)),
      ...(manage ? [linkedSentence(manage, w(words.manageHtml))] : []),
    ],
  }
}
