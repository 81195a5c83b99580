import { formatInTimeZone } from 'date-fns-tz'

/**
 * "Wednesday, July 9, 2031 6:30 PM - 9:00 PM MDT" in the event's zone; when the clocks change
 * between start and end each time carries its own label ("11:30 PM PST - 3:30 AM PDT").
 * Used by the emails and by the event hooks that tell registrants what changed; the site
 * formats dates with contract/datetime.ts instead (no date library in its entry bundle).
 */
export function whenText(event: { date: string; endDate: string; timezone: string }): string {
  const start = new Date(event.date)
  const end = new Date(event.endDate)
  const day = formatInTimeZone(start, event.timezone, 'EEEE, MMMM d, yyyy h:mm a')
  const startZone = formatInTimeZone(start, event.timezone, 'zzz')
  const endText = formatInTimeZone(end, event.timezone, 'h:mm a zzz')
  return startZone === formatInTimeZone(end, event.timezone, 'zzz') ? `${day} - ${endText}` : `${day} ${startZone} - ${endText}`
}
