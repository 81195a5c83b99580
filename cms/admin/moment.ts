import { clockTime, longDate, zoneLabel } from '../../contract/datetime'

/**
 * An instant in the event's own zone as the admin's language writes it: weekday, day, month,
 * year, clock and the zone's short name, all from Intl (the equivalent of dateStyle full and
 * timeStyle short, which Intl does not combine with a zone name). English keeps the form
 * visitors and emails read (contract/datetime.ts: "Saturday, March 14, 2026 7:00 PM EDT").
 * Throws a RangeError for a zone Intl does not know.
 */
export function momentIn(language: string, date: Date, timeZone: string): string {
  if (language === 'en') return `${longDate(date, timeZone)} ${clockTime(date, timeZone)} ${zoneLabel(date, timeZone)}`
  return new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date)
}
