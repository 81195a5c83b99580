import { clockTime, longDate, zoneAbbreviation } from './datetime'

interface EventTimes {
  date: string
  endDate: string
  timezone: string
}

/**
 * The night's day and hours in its zone, apart: "Wednesday, July 9, 2031" and "6:30 PM - 9:00 PM
 * MDT"; when the clocks change between start and end each time carries its own label
 * ("11:30 PM PST - 3:30 AM PDT"). A wallet pass shows them in two fields. Through
 * ./datetime.ts's kept formatters: date-fns-tz made a new Intl formatter for each zone name, three
 * for every confirmation email of a rush.
 */
export function whenParts(event: EventTimes): { day: string; hours: string } {
  const start = new Date(event.date)
  const end = new Date(event.endDate)
  const day = longDate(start, event.timezone)
  const startTime = clockTime(start, event.timezone)
  const startZone = zoneAbbreviation(start, event.timezone)
  const endZone = zoneAbbreviation(end, event.timezone)
  const endText = `${clockTime(end, event.timezone)} ${endZone}`
  return { day, hours: startZone === endZone ? `${startTime} - ${endText}` : `${startTime} ${startZone} - ${endText}` }
}

/**
 * "Wednesday, July 9, 2031 6:30 PM - 9:00 PM MDT" in the event's zone.
 * Used by the emails, the event hooks that tell registrants what changed and the wallet passes;
 * the site formats dates with contract/datetime.ts instead (no date library in its entry bundle).
 */
export function whenText(event: EventTimes): string {
  const { day, hours } = whenParts(event)
  return `${day} ${hours}`
}
