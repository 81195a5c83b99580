import { isValid, parse } from 'date-fns'
import { formatInTimeZone, fromZonedTime, getTimezoneOffset } from 'date-fns-tz'

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

const HALF_DAY_MS = 12 * 60 * 60 * 1000

/**
 * A `yyyy-MM-ddTHH:mm` wall-clock value in `timeZone` as a UTC ISO timestamp; throws if invalid.
 * A time skipped by the spring-forward jump (02:30 on 2026-03-08 in New York) is read with the
 * offset in force before the jump, as browsers and Temporal do, so it lands just after the gap
 * (03:30 EDT). A repeated autumn time takes its first occurrence.
 */
export function fromZonedInputValue(value: string, timeZone: string): string {
  // date-fns' parse also refuses roll-overs such as 2026-02-31, which Date would move into March.
  if (!INPUT_PATTERN.test(value) || !isValid(parse(value, INPUT_FORMAT, new Date()))) {
    throw new InvalidDateTimeError(value)
  }
  let date = fromZonedTime(value, timeZone)
  if (!isValid(date)) throw new InvalidDateTimeError(value)
  if (formatInTimeZone(date, timeZone, INPUT_FORMAT) !== value) {
    const jump =
      getTimezoneOffset(timeZone, date.getTime() + HALF_DAY_MS) - getTimezoneOffset(timeZone, date.getTime() - HALF_DAY_MS)
    date = new Date(date.getTime() + jump)
  }
  return date.toISOString()
}

/** The current moment as an input value in `timeZone` (the event form's default). */
export function nowInputValue(timeZone: string, now: Date = new Date()): string {
  return formatInTimeZone(now, timeZone, INPUT_FORMAT)
}
