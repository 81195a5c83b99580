import { z } from './zod'
import { optionalUrl, requiredText, limits } from './fields'
import { messages, tooLong } from './messages'
import { questionsSchema } from './questions'
import { networkingSettingsSchema } from './networking'
import { eventPublicationStates } from './subscriptions'
import { isTimeZone, SPEC_ZONES } from './timezones'
// The one default zone (contract/time.ts, zod-free for the public bundle).
import { DEFAULT_TIMEZONE as DEFAULT_ZONE } from './time'

/** The spec's four zones, the first choices (any IANA zone is accepted: contract/timezones.ts). */
export const timezones = SPEC_ZONES
/** An IANA time zone name such as America/Phoenix. */
export type Timezone = string
export const DEFAULT_TIMEZONE: Timezone = DEFAULT_ZONE

/** Any IANA zone name; empty or missing says the spec's "Timezone is required". */
export const timezoneField = () =>
  z
    .string({ error: messages.timezoneRequired })
    .trim()
    .min(1, messages.timezoneRequired)
    .refine(isTimeZone, messages.timezoneInvalid)

/**
 * The dates a night can have: from 1970 to the end of year 9999 (four-digit years, as ISO 8601 and
 * calendar files write them). A later one is no date a night is held on, and copying it a week on
 * would pass the last date JavaScript can hold.
 */
const FIRST_DATE = Date.UTC(1970, 0, 1)
const LAST_DATE = Date.UTC(10000, 0, 1) - 1

/** Whether a time is one a night may have: from 1970 to the last moment of year 9999. */
export const isNightTime = (time: number) => time >= FIRST_DATE && time <= LAST_DATE

export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .refine((value) => {
      return isNightTime(Date.parse(value))
    }, message)
    .transform((value) => new Date(value).toISOString())

const coordinate = z.number({ error: messages.coordinatesNumeric }).finite(messages.coordinatesNumeric)
/** A night's pin, each half refused with its own range said: the API and the event form alike. */
export const latitude = coordinate.min(-90, messages.latitudeRange).max(90, messages.latitudeRange)
export const longitude = coordinate.min(-180, messages.longitudeRange).max(180, messages.longitudeRange)

/** Event body of `POST /api/events` and `PATCH /api/events/:id`. */
export const eventSchema = z
  .object({
    name: requiredText(messages.nameRequired),
    description: z.string().trim().max(limits.long, tooLong(limits.long)).optional().default(''),
    date: isoDate(messages.dateRequired),
    endDate: isoDate(messages.endDateRequired),
    timezone: timezoneField(),
    venue: requiredText(messages.venueRequired),
    street: requiredText(messages.streetRequired),
    city: requiredText(messages.cityRequired),
    state: requiredText(messages.stateRequired),
    country: requiredText(messages.countryRequired),
    coordinates: z
      .object({ lat: latitude, lng: longitude }, { error: messages.coordinatesNumeric })
      .optional()
      .default({ lat: 0, lng: 0 }),
    maxAttendees: z
      .number({ error: messages.maxAttendeesInteger })
      .int(messages.maxAttendeesInteger)
      .min(0, messages.maxAttendeesInteger)
      .max(1_000_000, messages.maxAttendeesInteger)
      .optional()
      .default(0),
    imageUrl: optionalUrl(),
    linkedinPostUrl: optionalUrl(),
    /** Reminder emails 24 h and 2 h before the start; left out means unchanged (true on create). */
    remindersEnabled: z.boolean().optional(),
    hostId: z.union([z.string(), z.number()]).optional(),
    /** Registration questions; left out means unchanged (docs/api.md "Registration questions"). */
    questions: questionsSchema.optional(),
    /** `draft` is seen by the event's team only; left out means unchanged (`published` on create). */
    status: z.enum(eventPublicationStates).optional(),
    /** "Who to meet" on or off, and the night's tags; left out means unchanged (docs/api.md "Who to meet"). */
    networking: networkingSettingsSchema.optional(),
  })
  .refine((event) => new Date(event.endDate) > new Date(event.date), {
    message: messages.endDateAfterStart,
    path: ['endDate'],
  })
export type EventInput = z.input<typeof eventSchema>

export const eventStatusSchema = z.object({
  status: z.enum(['current', 'archived', 'past']).optional(),
})
