// The site's own link builders (pure functions, no React): the email and the success toast
// offer the same add-to-calendar links and map search.
import { googleCalendarUrl, icsDownloadPath, outlookCalendarUrl } from '../../../contract/calendarLinks'
import { whenText } from '../../../contract/eventWhen'
import { formatPlace, mapSearchUrl } from '../../../contract/place'
import { escapeHtml, link } from './layout'
import type { Made, RegistrationMail } from './types'

export const eventUrlOf = (serverUrl: string, eventId: RegistrationMail['event']['id']) => `${serverUrl}/events/${eventId}`

/** When, where, the map and the calendar links: the part every message about one night shares. */
export function eventDetails({ event, person }: RegistrationMail, made: Made) {
  const eventUrl = eventUrlOf(made.serverUrl, event.id)
  const when = whenText(event)
  const where = formatPlace(event)
  const map = mapSearchUrl(event)
  const google = googleCalendarUrl(event)
  const outlook = outlookCalendarUrl(event)
  const ics = `${made.serverUrl}${icsDownloadPath(event.id, person.id)}`
  const manage = made.manageUrl
  return {
    text: [
      `When: ${when}`,
      `Where: ${where}`,
      `Map: ${map}`,
      `Add to Google Calendar: ${google}`,
      `Add to Outlook: ${outlook}`,
      `Download for your calendar (.ics): ${ics}`,
      `Event page: ${eventUrl}`,
      ...(manage ? [`Manage your registration (change your details or cancel): ${manage}`] : []),
    ],
    html: [
      `<strong>When:</strong> ${escapeHtml(when)}`,
      `<strong>Where:</strong> ${escapeHtml(where)} (${link(map, 'map')})`,
      `${link(google, 'Add to Google Calendar')} · ${link(outlook, 'Add to Outlook')} · ${link(ics, 'Download .ics')}`,
      link(eventUrl, 'Event page'),
      ...(manage ? [`${link(manage, 'Manage your registration')} (change your details or cancel)`] : []),
    ],
  }
}
