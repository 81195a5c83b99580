import { whenParts, whenText } from '../../contract/eventWhen'
import { clockTime, longDate } from '../../contract/datetime'
import { t } from './i18n'
import type { Locale } from './locales'

interface EventTimes {
  date: string
  endDate: string
  timezone: string
}

const KINDS = {
  day: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  time: { hour: 'numeric', minute: '2-digit' },
  zone: { timeZoneName: 'short' },
} satisfies Record<string, Intl.DateTimeFormatOptions>

/**
 * One formatter per language, zone and kind, kept: a new Intl formatter costs more than the
 * formatting (a night's page drawn on the server formats its start for every phone).
 */
const formats = new Map<string, Intl.DateTimeFormat>()
function formatOf(locale: string, timeZone: string, kind: keyof typeof KINDS) {
  const key = `${locale}|${timeZone}|${kind}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone, ...KINDS[kind] })
    formats.set(key, format)
  }
  return format
}

const dayFormat = (locale: Locale, timeZone: string) => formatOf(locale, timeZone, 'day')
const timeFormat = (locale: Locale, timeZone: string) => formatOf(locale, timeZone, 'time')
/** The zone's name as the language writes it ("MEZ" in German, "UTC+1" in French), from Intl alone. */
const zoneName = (locale: Locale | 'en-US', timeZone: string, at: Date) =>
  formatOf(locale, timeZone, 'zone')
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value ?? timeZone

const when = /*i18n*/ { id: 'date.when', message: '{day} {start} - {end} {zone}' }
const whenTwoZones = /*i18n*/ {
  id: 'date.whenTwoZones',
  message: '{day} {start} {startZone} - {end} {endZone}',
}

/**
 * A night's day and hours in the reader's language and the night's zone (docs/translating.md):
 * weekday and month names, the 12- or 24-hour clock and the zone's name through
 * Intl, their order through the catalogue. English stays the spec's text, word for word
 * (contract/eventWhen.ts, "Wednesday, July 9, 2031 6:30 PM - 9:00 PM MDT"); when the clocks change
 * during the night each time carries its own zone, as in English.
 */
export function whenIn(locale: Locale, event: EventTimes): string {
  if (locale === 'en') return whenText(event)
  const start = new Date(event.date)
  const end = new Date(event.endDate)
  const day = dayFormat(locale, event.timezone).format(start)
  const times = timeFormat(locale, event.timezone)
  const startZone = zoneName(locale, event.timezone, start)
  const endZone = zoneName(locale, event.timezone, end)
  const values = { day, start: times.format(start), end: times.format(end) }
  return startZone === endZone
    ? t(locale, when, { ...values, zone: endZone })
    : t(locale, whenTwoZones, { ...values, startZone, endZone })
}

const hours = /*i18n*/ { id: 'date.hours', message: '{start} - {end} {zone}' }
const hoursTwoZones = /*i18n*/ { id: 'date.hoursTwoZones', message: '{start} {startZone} - {end} {endZone}' }

/**
 * The night's day and its hours apart (a wallet pass shows them in two fields), in the reader's
 * language and the night's zone; English stays contract/eventWhen.ts's ("Wednesday, July 9, 2031"
 * and "6:30 PM - 9:00 PM MDT").
 */
export function whenPartsIn(locale: Locale, event: EventTimes): { day: string; hours: string } {
  if (locale === 'en') return whenParts(event)
  const start = new Date(event.date)
  const end = new Date(event.endDate)
  const times = timeFormat(locale, event.timezone)
  const startZone = zoneName(locale, event.timezone, start)
  const endZone = zoneName(locale, event.timezone, end)
  const values = { start: times.format(start), end: times.format(end) }
  return {
    day: dayFormat(locale, event.timezone).format(start),
    hours:
      startZone === endZone
        ? t(locale, hours, { ...values, zone: endZone })
        : t(locale, hoursTwoZones, { ...values, startZone, endZone }),
  }
}

/** A day in the reader's language and the night's zone: "Saturday, March 14, 2026" in English (contract/datetime.ts). */
export const longDateIn = (locale: Locale, date: Date, timeZone: string): string =>
  locale === 'en' ? longDate(date, timeZone) : dayFormat(locale, timeZone).format(date)

const startsAt = /*i18n*/ { id: 'date.startsAt', message: '{day} · {time} {zone}' }

/**
 * When a night starts, as a link preview's title says it, in the reader's language and the
 * night's zone; English keeps its form of before ("Saturday, March 14, 2026 · 7:00 PM CDT").
 */
export function startIn(locale: Locale, event: { date: string; timezone: string }): string {
  const start = new Date(event.date)
  if (locale === 'en')
    return `${longDate(start, event.timezone)} · ${clockTime(start, event.timezone)} ${zoneName('en-US', event.timezone, start)}`
  return t(locale, startsAt, {
    day: dayFormat(locale, event.timezone).format(start),
    time: timeFormat(locale, event.timezone).format(start),
    zone: zoneName(locale, event.timezone, start),
  })
}
