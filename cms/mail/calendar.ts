import addressparser from 'nodemailer/lib/addressparser/index.js'
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator'
import { formatPlace } from '../../contract/place'
import { LEGACY_ROW_KEY } from '../../collections/hooks/rowKey'
import { macToken } from '../lib/capabilities/token'
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
 * - One UID per registration (`registrationUid`, bound to the row's key), in every file that registration
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
  /** A night called off, published as STATUS:CANCELLED (a calendar that already has it marks it so). */
  calledOff?: boolean
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

/** A row a UID names: its id and the key issued when it was made (collections/hooks/rowKey.ts). */
export interface UidHolder {
  id: Id
  rowKey?: string | null
}

/**
 * `<kind>-<id>-<digest of the id and the row's key>@<host>`: a row that ever got a deleted row's
 * id back still has a UID no calendar has seen (which may hold the old one cancelled, at a higher
 * SEQUENCE). Rows made before keys were issued keep the `<kind>-<id>@<host>` their calendars hold.
 */
function uidOf(kind: string, holder: UidHolder, serverUrl: string, secret: string) {
  const key = holder.rowKey || LEGACY_ROW_KEY
  const suffix = key === LEGACY_ROW_KEY ? '' : `-${macToken(`${holder.id}:${key}`, secret, 'calendar-uid')}`
  return `${kind}-${holder.id}${suffix}@${hostOf(serverUrl)}`
}

/** The UID of everything one registration receives: the email, the download, updates, cancellation. */
export const registrationUid = (attendee: UidHolder, serverUrl: string, secret: string) =>
  uidOf('registration', attendee, serverUrl, secret)

/** The UID of an event in the public feeds (not tied to anyone's registration). */
export const eventUid = (event: UidHolder, serverUrl: string, secret: string) => uidOf('event', event, serverUrl, secret)

/** An event's SEQUENCE: how many changes its registrants were told about. */

export function calendarFile(entries: CalendarEntry[], options: CalendarFileOptions): string {
  const calendar = ical({
    prodId: { company: 'makers-pub-night', product: 'events' },
    method: METHODS[options.method],
    ...(options.feedName ? { name: options.feedName, ttl: 3600 } : {}),
  })
  const cancel = options.method === 'CANCEL'
  for (const { event, uid, sequence, eventUrl, attendee, calledOff } of entries) {
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
      status: cancel || calledOff ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
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
