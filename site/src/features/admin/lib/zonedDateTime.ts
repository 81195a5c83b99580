import { isValid } from 'date-fns'
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz'

/**
 * Event times are wall-clock times in the EVENT's time zone, whatever zone the browser is in.
 * A `datetime-local` input holds such a wall-clock value (minute precision); these helpers
 * convert between it and the UTC ISO timestamps the API stores, DST included.
 */
export const INPUT_FORMAT = "yyyy-MM-dd'T'HH:mm"
const INPUT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/

/** A stored timestamp as the `yyyy-MM-ddTHH:mm` wall-clock value in `timeZone` ('' if unusable). */
export function toZonedInputValue(timestamp: string | Date | null | undefined, timeZone: string): string {
  if (!timestamp) return ''
  const date = new Date(timestamp)
  if (!isValid(date)) return ''
  return formatInTimeZone(date, timeZone, INPUT_FORMAT)
}

export class InvalidDateTimeError extends Error {
  constructor(value: string) {
    super(`Not a date-time: "${value}"`)
    this.name = 'InvalidDateTimeError'
  }
}

/** A `yyyy-MM-ddTHH:mm` wall-clock value in `timeZone` as a UTC ISO timestamp; throws if invalid. */
export function fromZonedInputValue(value: string, timeZone: string): string {
  if (!INPUT_PATTERN.test(value)) throw new InvalidDateTimeError(value)
  const date = fromZonedTime(value, timeZone)
  // Reject roll-overs such as 2026-02-31, which Date would quietly move into March.
  if (!isValid(date) || formatInTimeZone(date, timeZone, 'yyyy-MM-dd') !== value.slice(0, 10)) {
    throw new InvalidDateTimeError(value)
  }
  return date.toISOString()
}

/** The current moment as an input value in `timeZone` (the event form's default). */
export function nowInputValue(timeZone: string, now: Date = new Date()): string {
  return formatInTimeZone(now, timeZone, INPUT_FORMAT)
}
