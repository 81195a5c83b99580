import ical, { ICalCalendarMethod } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
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

/**
 * ical-generator prints a plain Date's UTC fields after the TZID, so the wall-clock time in
 * the event's zone is handed over as a Date whose UTC fields are that wall-clock time.
 */
const wallClock = (iso: string, zone: string) => new Date(`${formatInTimeZone(new Date(iso), zone, "yyyy-MM-dd'T'HH:mm:ss")}Z`)

/** An iCalendar file (METHOD:PUBLISH, VTIMEZONE + TZID) with a UID stable per registration. */
export function icsFor(event: EventDto, uid: string, eventUrl: string): string {
  const calendar = ical({ prodId: { company: 'makers-pub-night', product: 'events' }, method: ICalCalendarMethod.PUBLISH })
  calendar.timezone({ name: event.timezone, generator: (zone: string) => tzlib_get_ical_block(zone)[0] })
  calendar.createEvent({
    id: uid,
    start: wallClock(event.date, event.timezone),
    end: wallClock(event.endDate, event.timezone),
    timezone: event.timezone,
    summary: event.name,
    description: event.description,
    location: addressOf(event),
    url: eventUrl,
  })
  return calendar.toString()
}
