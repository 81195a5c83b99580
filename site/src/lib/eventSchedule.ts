import { clockTime, zoneLabel } from '@contract/datetime'
import { i18n } from '@site/i18n/i18n'
import { formatTimeRange } from '@site/i18n/dates'

export interface EventSchedule {
  date: string
  time: string
}

const fallbacks = {
  dateMissing: /*i18n*/ 'Date not available',
  dateInvalid: /*i18n*/ 'Invalid date',
  timeMissing: /*i18n*/ 'Time not available',
  timeInvalid: /*i18n*/ 'Invalid time',
}

const toDate = (value: string | null | undefined) => {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/**
 * The day without its weekday, in the reader's language ("January 15, 2026", "15 de enero de
 * 2026"): a table cell's width. English's long date style is the spec's "MMMM d, yyyy".
 */
const dayOf = (date: Date, timeZone: string) => new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long', timeZone }).format(date)

/**
 * The Date cell of the events tables: the day in long form and the time range with the
 * zone's DST-correct short label (EST/EDT, CST/CDT, ...), all in the event's own zone, in the
 * reader's language (site/src/i18n/dates.ts; English keeps "7:00 PM - 10:00 PM EST").
 */
export function formatEventSchedule(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string,
): EventSchedule {
  const from = toDate(start)
  if (from === undefined) return { date: i18n._(fallbacks.dateMissing), time: i18n._(fallbacks.timeMissing) }
  if (from === null) return { date: i18n._(fallbacks.dateInvalid), time: i18n._(fallbacks.timeInvalid) }
  const date = dayOf(from, timeZone)
  const to = toDate(end)
  if (to) return { date, time: formatTimeRange(from, to, timeZone) }
  // No end (or an unreadable one): the start alone.
  return {
    date,
    time:
      i18n.locale === 'en'
        ? `${clockTime(from, timeZone)} ${zoneLabel(from, timeZone)}`
        : formatTimeRange(from, undefined, timeZone),
  }
}
