import type { Answers } from './questions'
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
  /** (registered - checkedIn) / registered, 0..1; 0 when nobody registered. */
  noShowRate: number
  /** Distinct companies among registered attendees. */
  companies: number
  companyNames: string[]
}

/** `GET /api/reports/series` (MASTER_ADMIN). */
export interface SeriesReport {
  events: EventReport[]
  totals: Pick<EventReport, 'registered' | 'cancelled' | 'waitlisted' | 'checkedIn' | 'noShowRate' | 'companies'>
  repeatAttendees: number
  companiesOverTime: { month: string; companies: number }[]
}

/** The host's attendee list items carry their check-in time (null before the door). */
export type AttendeeWithCheckIn = AttendeeDto & {
  checkedInAt?: string | null
  /** The team's view of the answers (contract/questions.ts) and the required questions left unanswered. */
  answers?: Answers
  missingAnswers?: string[]
}
