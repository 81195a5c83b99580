import { formatEventSchedule, type EventSchedule } from '@site/lib/eventSchedule'
import { formatTimestamp } from '@site/lib/timestamps'
import { formatTimeRange } from './dates'
import { i18n } from './i18n'

/**
 * The dashboard's dates in the reader's language; English keeps the dashboard's own patterns
 * (site/src/lib/eventSchedule.ts, site/src/lib/timestamps.ts), which tests and journeys read.
 * Apart from dates.ts so that the public entry does not carry date-fns-tz for them.
 */

const readable = (value: string | null | undefined) => {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The Date cell of the events tables: "14 de marzo de 2026" and "19:00–23:00 CET", in the night's zone. */
export function formatSchedule(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string,
): EventSchedule {
  if (i18n.locale === 'en') return formatEventSchedule(start, end, timeZone)
  const date = readable(start)
  if (date === undefined) return { date: i18n._('Date not available'), time: i18n._('Time not available') }
  if (date === null) return { date: i18n._('Invalid date'), time: i18n._('Invalid time') }
  return {
    date: new Intl.DateTimeFormat(i18n.locale, { timeZone, dateStyle: 'long' }).format(date),
    time: formatTimeRange(date, readable(end) ?? undefined, timeZone),
  }
}

/** When someone registered, joined or was written to, in the browser's zone ("14 mar 2026, 19:42"); '' if unreadable. */
export function formatMoment(value: string): string {
  if (i18n.locale === 'en') return formatTimestamp(value)
  const date = readable(value)
  if (!date) return ''
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
