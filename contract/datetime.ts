import { DEFAULT_TIMEZONE } from './time'

/**
 * docs/product.md "Constants and formats": long dates, "h:mm a" time ranges and DST-correct short zone labels,
 * all in the event's own time zone, with the spec's fallbacks. Built on Intl (which is what
 * date-fns-tz uses underneath) so the public entry bundle carries no date library.
 */
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

const formatters = new Map<string, Intl.DateTimeFormat>()

/** One cached en-US formatter per zone and option set; throws RangeError for an unknown zone. */
function partsOf(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions): Record<string, string> {
  const key = `${timeZone}|${JSON.stringify(options)}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, ...options })
    formatters.set(key, formatter)
  }
  const parts: Record<string, string> = {}
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value
  return parts
}

/**
 * Everything the site shows of an instant (day, time, zone) comes from one formatter per zone:
 * each new Intl formatter costs a phone real time, and a page of cards needs only these.
 */
const SHOWN: Intl.DateTimeFormatOptions = {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZoneName: 'short',
}
const shownParts = (date: Date, timeZone: string) => partsOf(date, timeZone, SHOWN)

function toDate(value: DateInput): Date | null | undefined {
  if (value === null || value === undefined || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** "Saturday, March 14, 2026" (date-fns "EEEE, MMMM d, yyyy"). */
export function longDate(date: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const p = shownParts(date, timeZone)
  return `${p.weekday}, ${p.month} ${p.day}, ${p.year}`
}

/** "7:00 PM" (date-fns "h:mm a"). */
export function clockTime(date: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const p = shownParts(date, timeZone)
  return `${p.hour}:${p.minute} ${p.dayPeriod.toUpperCase()}`
}

/** The spec's four zones, always with their US abbreviations (EST/EDT, CST/CDT, MST/MDT, PST/PDT). */
const specZones = new Set(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles'])

/**
 * The short label of `timeZone` at that instant, daylight saving included (EST in winter, EDT
 * in summer). Other zones show their abbreviation where it is a name people read (MST in
 * Arizona, AKDT, HST), else their own IANA name (docs/product.md "Constants and formats"; a
 * "GMT+1" would say less than "Europe/Berlin").
 */
export function zoneLabel(date: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const abbreviation = zoneAbbreviation(date, timeZone)
  if (specZones.has(timeZone)) return abbreviation || timeZone
  return /^[A-Z]{2,5}$/.test(abbreviation) && abbreviation !== 'GMT' && abbreviation !== 'UTC' ? abbreviation : timeZone
}

/** The zone's short name as en-US Intl writes it at that instant ("EDT", "MST", "GMT+1"; date-fns "zzz"). */
export function zoneAbbreviation(date: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  return shownParts(date, timeZone).timeZoneName ?? ''
}

/** Wall-clock time in the zone with its offset: "2026-03-14T19:00:00-04:00". */
export function zonedIsoString(date: Date, timeZone: string = DEFAULT_TIMEZONE): string {
  const p = partsOf(date, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  })
  const hour = p.hour === '24' ? '00' : p.hour
  const wallAsUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(hour), Number(p.minute), Number(p.second))
  const offsetMinutes = Math.round((wallAsUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000)
  const sign = offsetMinutes < 0 ? '-' : '+'
  const abs = Math.abs(offsetMinutes)
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`
  return `${p.year}-${p.month}-${p.day}T${hour}:${p.minute}:${p.second}${offset}`
}

/** The event's date in long form, or the spec's fallback. */
export function formatEventDate(value: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  const date = toDate(value)
  if (date === undefined) return dateFallbacks.missing
  if (date === null) return dateFallbacks.invalid
  try {
    return longDate(date, timeZone)
  } catch (error) {
    console.error('Error formatting date:', error)
    return dateFallbacks.failed
  }
}

/** "7:00 PM - 11:00 PM EDT", labelled with the zone as it is at the start. */
export function formatTimeRange(start: DateInput, end: DateInput, timeZone: string = DEFAULT_TIMEZONE): string {
  const from = toDate(start)
  const to = toDate(end)
  if (from === undefined || to === undefined) return timeFallbacks.missing
  if (from === null || to === null) return timeFallbacks.invalid
  try {
    return `${clockTime(from, timeZone)} - ${clockTime(to, timeZone)} ${zoneLabel(from, timeZone)}`
  } catch (error) {
    console.error('Error formatting time:', error)
    return timeFallbacks.failed
  }
}
