import { formatInTimeZone } from 'date-fns-tz'
import { DEFAULT_TIMEZONE } from '../config/time'

/** SPEC sections 2 and 9: long dates, "h:mm a" time ranges, short zone labels, fallbacks. */
export const dateFallbacks = {
  missing: 'Date not available',
  invalid: 'Invalid date',
  failed: 'Error formatting date',
} as const

export const timeFallbacks = {
  missing: 'Time not available',
  invalid: 'Invalid time',
  failed: 'Error formatting time',
} as const

type DateInput = string | number | Date | null | undefined

const LONG_DATE = 'EEEE, MMMM d, yyyy'
const TIME = 'h:mm a'

/** Zones whose US abbreviations people know (EST/EDT, CST/CDT, MST/MDT, PST/PDT). */
const abbreviatedZones = new Set(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'])

function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The short label of `timeZone` at that instant, daylight saving included (EST in winter,
 * EDT in summer). Zones without a well-known abbreviation show their own name.
 */
export function zoneLabel(date: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  if (!abbreviatedZones.has(timeZone)) {
    // Validates the zone: an unknown one throws like the formatters do.
    new Intl.DateTimeFormat('en-US', { timeZone })
    return timeZone
  }
  const part = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(date)
    .find((p) => p.type === 'timeZoneName')
  return part?.value ?? timeZone
}

/** "Saturday, March 14, 2026", in the event's time zone. */
export function formatEventDate(value: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  const date = toDate(value)
  if (date === undefined) return dateFallbacks.missing
  if (date === null) return dateFallbacks.invalid
  try {
    return formatInTimeZone(date, timeZone, LONG_DATE)
  } catch (error) {
    console.error('Error formatting date:', error)
    return dateFallbacks.failed
  }
}

/** "7:00 PM - 11:00 PM EDT", in the event's time zone, labelled as at the start. */
export function formatTimeRange(start: DateInput, end: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  const from = toDate(start)
  const to = toDate(end)
  if (from === undefined || to === undefined) return timeFallbacks.missing
  if (from === null || to === null) return timeFallbacks.invalid
  try {
    return `${formatInTimeZone(from, timeZone, TIME)} - ${formatInTimeZone(to, timeZone, TIME)} ${zoneLabel(from, timeZone)}`
  } catch (error) {
    console.error('Error formatting time:', error)
    return timeFallbacks.failed
  }
}

/** Short date for tables: "Mar 14, 2026". */
export function formatShortDate(value: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  const date = toDate(value)
  if (date === undefined) return dateFallbacks.missing
  if (date === null) return dateFallbacks.invalid
  try {
    return formatInTimeZone(date, timeZone, 'MMM d, yyyy')
  } catch {
    return dateFallbacks.failed
  }
}
