import { isValid } from 'date-fns'
import { formatInTimeZone } from 'date-fns-tz'

export interface EventSchedule {
  date: string
  time: string
}

/**
 * The Date cell of the events tables: the day in long form and the time range with the
 * zone's DST-correct short label (EST/EDT, CST/CDT, ...), all in the event's own zone.
 */
export function formatEventSchedule(
  start: string | null | undefined,
  end: string | null | undefined,
  timeZone: string,
): EventSchedule {
  if (!start) return { date: 'Date not available', time: 'Time not available' }
  const startDate = new Date(start)
  if (!isValid(startDate)) return { date: 'Invalid date', time: 'Invalid time' }
  const date = formatInTimeZone(startDate, timeZone, 'MMMM d, yyyy')
  const startTime = formatInTimeZone(startDate, timeZone, 'h:mm a')
  const zone = formatInTimeZone(startDate, timeZone, 'zzz')
  const endDate = end ? new Date(end) : null
  if (!endDate || !isValid(endDate)) return { date, time: `${startTime} ${zone}` }
  return { date, time: `${startTime} - ${formatInTimeZone(endDate, timeZone, 'h:mm a')} ${zone}` }
}
