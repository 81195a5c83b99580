import { z } from '@contract/zod'
import { DEFAULT_TIMEZONE, eventSchema, latitude, longitude, messages } from '@contract/index'
import { formatPlace } from '@contract/place'
import { fromZonedInputValue, nowInputValue, toZonedInputValue } from './zonedDateTime'
import type { QuestionInput } from '@contract/questions'
import type { EventPublicationState } from '@contract/subscriptions'
import type { EventDto } from '@contract/types'

/**
 * The create/edit event form. It reuses the contract's field rules and messages; only the
 * dates differ: the form holds wall-clock `yyyy-MM-ddTHH:mm` values in the event's zone,
 * which become UTC ISO timestamps on submit.
 */
const shape = eventSchema.shape
const wallClock = (message: string) => z.string({ error: message }).trim().min(1, message)

export const eventFormSchema = z
  .object({
    name: shape.name,
    description: shape.description,
    date: wallClock(messages.dateRequired),
    endDate: wallClock(messages.endDateRequired),
    timezone: shape.timezone,
    venue: shape.venue,
    street: shape.street,
    city: shape.city,
    state: shape.state,
    country: shape.country,
    lat: latitude,
    lng: longitude,
    maxAttendees: shape.maxAttendees,
    imageUrl: shape.imageUrl,
    linkedinPostUrl: shape.linkedinPostUrl,
    remindersEnabled: z.boolean(),
  })
  // Both values are wall-clock times in one zone, so their text order is their time order.
  .refine((form) => !form.date || !form.endDate || form.endDate > form.date, {
    message: messages.endDateAfterStart,
    path: ['endDate'],
  })

export type EventFormValues = z.input<typeof eventFormSchema>
export type EventFormOutput = z.output<typeof eventFormSchema>

/** Field names the server may report errors for, mapped onto the form's fields. */
export const eventFormFields = Object.keys(eventFormSchema.shape) as (keyof EventFormValues)[]

/**
 * New-event defaults, the spec's (docs/product.md "Data"): both dates set to now (to the minute),
 * time zone America/New_York whatever the browser's, no attendee limit, coordinates 0,0;
 * reminders on. Moving the start moves the end to 3 hours after it.
 */
export function emptyEventForm(now: Date = new Date()): EventFormValues {
  const start = nowInputValue(DEFAULT_TIMEZONE, now)
  return {
    name: '',
    description: '',
    date: start,
    endDate: start,
    timezone: DEFAULT_TIMEZONE,
    venue: '',
    street: '',
    city: '',
    state: '',
    country: '',
    lat: 0,
    lng: 0,
    maxAttendees: 0,
    imageUrl: '',
    linkedinPostUrl: '',
    remindersEnabled: true,
  }
}

/** A stored event as form values, its dates shown in the event's own zone. */
export function eventToForm(event: EventDto): EventFormValues {
  const timezone = event.timezone || DEFAULT_TIMEZONE
  return {
    name: event.name,
    description: event.description ?? '',
    date: toZonedInputValue(event.date, timezone),
    endDate: toZonedInputValue(event.endDate, timezone),
    timezone,
    venue: event.venue ?? '',
    street: event.street ?? '',
    city: event.city ?? '',
    state: event.state ?? '',
    country: event.country ?? '',
    lat: event.coordinates?.lat ?? 0,
    lng: event.coordinates?.lng ?? 0,
    maxAttendees: event.maxAttendees ?? 0,
    imageUrl: event.imageUrl ?? '',
    linkedinPostUrl: event.linkedinPostUrl ?? '',
    remindersEnabled: event.remindersEnabled !== false,
  }
}

/** The request body of POST/PATCH /api/events: an event without its server-owned fields. */
export type EventBodyDto = Omit<
  EventDto,
  'id' | 'hostId' | 'archived' | 'createdAt' | 'questions' | 'registeredCount' | 'status'
> & {
  /** Left out: the questions stay as they are. */
  questions?: QuestionInput[]
  /** Left out: unchanged (`published` on create). */
  status?: EventPublicationState
}

/** The request body of POST/PATCH /api/events. Throws InvalidDateTimeError on a bad date. */
export function formToEventBody(form: EventFormOutput): EventBodyDto {
  return {
    name: form.name,
    description: form.description,
    date: fromZonedInputValue(form.date, form.timezone),
    endDate: fromZonedInputValue(form.endDate, form.timezone),
    timezone: form.timezone,
    venue: form.venue,
    street: form.street,
    city: form.city,
    state: form.state,
    country: form.country,
    coordinates: { lat: form.lat, lng: form.lng },
    maxAttendees: form.maxAttendees,
    imageUrl: form.imageUrl,
    linkedinPostUrl: form.linkedinPostUrl,
    remindersEnabled: form.remindersEnabled,
  }
}

/**
 * Whether the form offers "Save as draft": for a new night, and for a published one nobody has
 * registered for (the server keeps the others published: messages.eventHasPeople). A draft is
 * published from the events list, which says who hears of it.
 */
export const offersDraft = (event: EventDto | null) => event === null || (event.status !== 'draft' && event.registeredCount === 0)

/**
 * Whether saving `body` over `event` emails its registrants (collections/Events/calendarChanges.ts
 * decides on the server: a change of name, time or place, for a night not over and not archived).
 */
export function changeEmailsRegistrants(event: EventDto, body: EventBodyDto, now: Date = new Date()): boolean {
  const notOver = (end: string) => Date.parse(end) > now.getTime()
  if (event.archived || (!notOver(event.endDate) && !notOver(body.endDate))) return false
  return (
    event.name.trim() !== body.name.trim() ||
    Date.parse(event.date) !== Date.parse(body.date) ||
    Date.parse(event.endDate) !== Date.parse(body.endDate) ||
    event.timezone !== body.timezone ||
    formatPlace(event) !== formatPlace(body)
  )
}

/** The date fields formToEventBody could not read, so the form can mark them. */
export function unreadableDateFields(form: Pick<EventFormOutput, 'date' | 'endDate' | 'timezone'>): ('date' | 'endDate')[] {
  return (['date', 'endDate'] as const).filter((name) => {
    try {
      fromZonedInputValue(form[name], form.timezone)
      return false
    } catch {
      return true
    }
  })
}

export const PAST_START_WARNING = /*i18n*/ 'This start time is in the past.'

const MINUTE_MS = 60_000

/**
 * Whether the form's start lies before the current minute (the default "now" does not).
 * Only a warning: an event may be entered after the fact. An unreadable value is left to validation.
 */
export function startsInPast(date: string, timezone: string, now: Date = new Date()): boolean {
  try {
    return Date.parse(fromZonedInputValue(date, timezone)) < Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS
  } catch {
    return false
  }
}

/** `yyyy-MM-ddTHH:mm` plus whole hours, as wall-clock arithmetic (the form's zone decides later). */
export function wallClockPlusHours(local: string, hours: number): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local)
  if (!match) return local
  const [, y, mo, d, h, mi] = match.map(Number)
  const next = new Date(Date.UTC(y, mo - 1, d, h + hours, mi))
  return next.toISOString().slice(0, 16)
}
