import ical, { ICalCalendarMethod } from 'ical-generator'
import { tzlib_get_ical_block } from 'timezones-ical-library'
import { formatInTimeZone } from 'date-fns-tz'
import type { EventDto } from '../../contract/types'
import { formatPlace } from '../../site/src/lib/place'

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
    location: formatPlace(event),
    url: eventUrl,
  })
  return calendar.toString()
}
