import { formatEventDate as englishDate, formatTimeRange as englishTimeRange } from '@contract/datetime'
import { drawnDate } from './drawnDates'
import { i18n } from './i18n'

type DateInput = string | number | Date | null | undefined

const fallbacks = {
  dateMissing: /*i18n*/ 'Date not available',
  dateInvalid: /*i18n*/ 'Invalid date',
  timeMissing: /*i18n*/ 'Time not available',
  timeInvalid: /*i18n*/ 'Invalid time',
  failed: /*i18n*/ 'Error formatting date',
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${i18n.locale}|${timeZone}|${JSON.stringify(options)}`
  let cached = formatters.get(key)
  if (!cached) {
    cached = new Intl.DateTimeFormat(i18n.locale, { timeZone, ...options })
    formatters.set(key, cached)
  }
  return cached
}

const toDate = (value: DateInput) => {
  if (value === null || value === undefined || value === '') return undefined
  const date = value instanceof Date ? value : new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** An instant as a key: what the text is made from, readable or not. */
const instantKey = (value: DateInput) => (value instanceof Date ? String(value.getTime()) : String(value))

/**
 * The night's day in the reader's language and the night's zone ("sábado, 14 de marzo de
 * 2026"). English keeps the spec's own pattern exactly (contract/datetime.ts). A public page's
 * dates come with the page (drawnDates.ts).
 */
export function formatEventDate(value: DateInput, timeZone: string): string {
  return drawnDate(`day|${i18n.locale}|${timeZone}|${instantKey(value)}`, () => writeEventDate(value, timeZone))
}

function writeEventDate(value: DateInput, timeZone: string): string {
  if (i18n.locale === 'en') return englishDate(value, timeZone)
  const date = toDate(value)
  if (date === undefined) return i18n._(fallbacks.dateMissing)
  if (date === null) return i18n._(fallbacks.dateInvalid)
  try {
    return formatter(timeZone, { dateStyle: 'full' }).format(date)
  } catch (error) {
    console.error('Error formatting date:', error)
    return i18n._(fallbacks.failed)
  }
}

/**
 * Start and end time in the reader's language, clock and zone name ("19:00–23:00 MEZ").
 * English keeps the spec's "7:00 PM - 11:00 PM EDT" (contract/datetime.ts).
 */
export function formatTimeRange(start: DateInput, end: DateInput, timeZone: string): string {
  return drawnDate(`times|${i18n.locale}|${timeZone}|${instantKey(start)}|${instantKey(end)}`, () =>
    writeTimeRange(start, end, timeZone),
  )
}

function writeTimeRange(start: DateInput, end: DateInput, timeZone: string): string {
  if (i18n.locale === 'en') return englishTimeRange(start, end, timeZone)
  const from = toDate(start)
  if (from === undefined) return i18n._(fallbacks.timeMissing)
  if (from === null) return i18n._(fallbacks.timeInvalid)
  const to = toDate(end)
  try {
    const clock = formatter(timeZone, { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    return to ? clock.formatRange(from, to) : clock.format(from)
  } catch (error) {
    console.error('Error formatting date:', error)
    return i18n._(fallbacks.failed)
  }
}

/**
 * A day in the browser's zone (the day an application came in), in the reader's language; ''
 * when unreadable. English keeps lib/timestamps.ts's "Feb 1, 2026".
 */
export function formatDay(value: string): string {
  const date = toDate(value)
  if (!date) return ''
  return formatter(Intl.DateTimeFormat().resolvedOptions().timeZone, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    date,
  )
}
