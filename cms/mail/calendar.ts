import addressparser from 'nodemailer/lib/addressparser/index.js'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { formatPlace } from '../../contract/place'
import type { EventDto, Id } from '../../contract/types'

/**
 * The one iCalendar builder of the product (docs/decisions.md): confirmation, update and
 * cancellation emails, the per-event download and the subscribable feeds all come from here.
 *
 * - Times are UTC (`DTSTART:...Z`): a wall-clock time with TZID is ambiguous in the repeated
 *   hour when clocks fall back, and most parsers read it an hour late.
 * - ical-generator folds at 75 octets without splitting a character; the file ends in CRLF.
 * - Every file names an ORGANIZER (RFC 5546 requires one for PUBLISH, REQUEST and CANCEL);
 *   REQUEST and CANCEL name the registrant as ATTENDEE.
 * - One UID per registration (`registration-<id>@<host>`), in every file that registration
 *   receives; SEQUENCE is the event's `calendarSequence`, raised by each change people must hear of.
 */
export type CalendarMethod = 'PUBLISH' | 'REQUEST' | 'CANCEL'

export interface Person {
  name: string
  email: string
}

export interface CalendarEntry {
  event: EventDto
  uid: string
  sequence: number
  eventUrl: string
  /** The registrant, for REQUEST and CANCEL. */
  attendee?: Person
}

export interface CalendarFileOptions {
  method: CalendarMethod
  organizer: Person
  /** A feed's display name (NAME and X-WR-CALNAME) and refresh hint. */
  feedName?: string
}

/** The organizer every file names: the sender of the site's email (EMAIL_FROM). */
export function organizerOf(emailFrom: string, fallbackName: string): Person {
  const [from] = addressparser(emailFrom, { flatten: true })
  return { name: from?.name || fallbackName, email: from?.address || 'no-reply@localhost' }
}

const METHODS: Record<CalendarMethod, ICalCalendarMethod> = {
  PUBLISH: ICalCalendarMethod.PUBLISH,
  REQUEST: ICalCalendarMethod.REQUEST,
  CANCEL: ICalCalendarMethod.CANCEL,
}

const hostOf = (serverUrl: string) => new URL(serverUrl).hostname

/** The UID of everything one registration receives: the email, the download, updates, cancellation. */
export const registrationUid = (attendeeId: Id, serverUrl: string) => `registration-${attendeeId}@${hostOf(serverUrl)}`

/** The UID of an event in the public feeds (not tied to anyone's registration). */
export const eventUid = (eventId: Id, serverUrl: string) => `event-${eventId}@${hostOf(serverUrl)}`

/** An event's SEQUENCE: how many changes its registrants were told about. */

export function calendarFile(entries: CalendarEntry[], options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: { company: 'makers-pub-night', product: 'events' },
    method: METHODS[options.method],
    ...(options.feedName ? { name: options.feedName, ttl: 3600 } : {}),
  })
  const cancel = options.method === 'CANCEL'
  for (const { event, uid, sequence, eventUrl, attendee } of entries) {
    calendar.createEvent({
      id: uid,
      sequence,
      stamp: new Date(),
      start: new Date(event.date),
      end: new Date(event.endDate),
      summary: event.name,
      description: event.description || null,
      location: formatPlace(event),
      url: eventUrl,
      status: cancel ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      organizer: { name: options.organizer.name, email: options.organizer.email },
      attendees:
        attendee && options.method !== 'PUBLISH'
          ? [
              {
                name: attendee.name,
                email: attendee.email,
                role: ICalAttendeeRole.REQ,
                // Registering is accepting; nobody is asked to reply.
                ...(cancel ? {} : { status: ICalAttendeeStatus.ACCEPTED }),
                rsvp: false,
              },
            ]
          : [],
    })
  }
  return `${calendar.toString()}\r\n`
}
