import type { DoorConflict } from './doorOffline'
import type { Answers } from './questions'
import type { RegistrationStatus } from './registrations'
import type { AttendeeDto, EventDto, Id } from './types'

/** One person on the door list: name and company only, never an email address. */
export interface DoorAttendee {
  id: Id
  name: string
  company: string
  checkedInAt: string | null
  /** On the door's list, when the event has door questions: their answers (never host-only ones). */
  doorAnswers?: { label: string; answer: string }[]
}

/** `GET /api/events/{id}/check-ins` and `GET /api/door/{doorToken}`. */
export interface CheckInList {
  event: EventDto
  registered: number
  checkedIn: number
  attendees: DoorAttendee[]
  /** Scans of people another device had already checked in (contract/doorOffline.ts). */
  conflicts?: DoorConflict[]
}

/** `POST …/check-ins`: 201 for a new check-in, 200 with `alreadyCheckedIn` when repeated. */
export interface CheckInResult {
  attendee: DoorAttendee
  checkedInAt: string
  alreadyCheckedIn?: boolean
}

/** `POST …/check-ins` takes a scanned code (or its whole URL) or an attendee id. */
export type CheckInRequest = { token: string } | { attendeeId: Id }

export interface DoorLinkCreated {
  url: string
  expiresAt: string
}

export interface DoorLinkStatus {
  active: boolean
  expiresAt: string | null
}

/** `GET /api/reports/events/{id}`: numbers exactly as the server counts them. */
export interface EventReport {
  eventId: Id
  name: string
  date: string
  timezone: string
  registered: number
  cancelled: number
  waitlisted: number
  checkedIn: number
  /**
   * (registered - checkedIn) / registered, 0..1; 0 when nobody registered; null while the night
   * has not happened (its end is still ahead), when nobody can have failed to come yet, and on a
   * night called off.
   */
  noShowRate: number | null
  /** Present on a night called off (contract/calledOff.ts): its no-show rate stays null. */
  calledOff?: true
  /** Distinct companies among registered attendees. */
  companies: number
  companyNames: string[]
  /** People registered now, by the day (in the event's zone, yyyy-MM-dd) they signed up; oldest first. */
  registrationsByDay: { day: string; registrations: number }[]
}

/** `GET /api/reports/series` (MASTER_ADMIN). */
export interface SeriesReport {
  events: EventReport[]
  /** The rate counts only nights that have happened (null before the first one). */
  totals: Pick<EventReport, 'registered' | 'cancelled' | 'waitlisted' | 'checkedIn' | 'noShowRate' | 'companies'>
  repeatAttendees: number
  companiesOverTime: { month: string; companies: number }[]
  /** People registered now, by the month (yyyy-MM, UTC) they signed up; oldest first. */
  registrationsOverTime: { month: string; registrations: number }[]
}

/**
 * `GET /api/entry-codes/{code}`: whose entry code it is, for its own page (`/check-in/{code}`).
 * Whoever holds the code sees the name, the night and the state; never an email or phone.
 */
export interface EntryCodeDto {
  name: string
  status: RegistrationStatus
  checkedInAt: string | null
  event: EventDto
  /**
   * The person's "Who to meet" contact code, only while they count (registered, opted in,
   * networking on): the page offers "Swap contacts with {first name}?" to whoever scanned the
   * badge's entry code instead of its swap code (issue 54 item 4). Both codes are on the badge.
   */
  contactCode?: string
}

/** The host's attendee list items carry their check-in time (null before the door). */
export type AttendeeWithCheckIn = AttendeeDto & {
  checkedInAt?: string | null
  /** The team's view of the answers (contract/questions.ts) and the required questions left unanswered. */
  answers?: Answers
  missingAnswers?: string[]
}
