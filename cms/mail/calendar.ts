import { createEvent, type EventAttributes } from 'ics'
import { formatInTimeZone } from 'date-fns-tz'
import type { EventDto } from '../../contract/types'

const utcStamp = (iso: string) => formatInTimeZone(new Date(iso), 'UTC', "yyyyMMdd'T'HHmmss'Z'")
const localStamp = (iso: string, zone: string) => formatInTimeZone(new Date(iso), zone, "yyyy-MM-dd'T'HH:mm:ss")

export const addressOf = (event: EventDto) =>
  [event.venue, event.street, event.city, event.state, event.country].filter(Boolean).join(', ')

/** Web calendar link with UTC times. */
export function googleCalendarUrl(event: EventDto, eventUrl: string) {
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${utcStamp(event.date)}/${utcStamp(event.endDate)}`,
    details: `${event.description}\n\n${eventUrl}`.trim(),
    location: addressOf(event),
  })
  return `https://calendar.google.com/calendar/render?${params}`
}

/** Web mail-calendar compose link with the event's zone-local times. */
export function outlookCalendarUrl(event: EventDto, eventUrl: string) {
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: localStamp(event.date, event.timezone),
    enddt: localStamp(event.endDate, event.timezone),
    body: `${event.description}\n\n${eventUrl}`.trim(),
    location: addressOf(event),
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params}`
}

/** An iCalendar file (METHOD:PUBLISH) with a UID stable per registration. */
export function icsFor(event: EventDto, uid: string, eventUrl: string): string {
  const start = new Date(event.date)
  const end = new Date(event.endDate)
  const attributes: EventAttributes = {
    uid,
    title: event.name,
    description: event.description,
    location: addressOf(event),
    url: eventUrl,
    start: start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    method: 'PUBLISH',
    productId: 'makers-pub-night/ics',
    ...(event.coordinates.lat || event.coordinates.lng
      ? { geo: { lat: event.coordinates.lat, lon: event.coordinates.lng } }
      : {}),
  }
  const { error, value } = createEvent(attributes)
  if (error || !value) throw error ?? new Error('Could not build the calendar file')
  return value
}
