import { DEFAULT_TIMEZONE } from '../config/time'
import { zonedIsoString } from './datetime'
import { formatPlace, type Place } from './place'

/** Add-to-calendar links (SPEC sections 2 and 9): Google with UTC times, Outlook with local times, .ics. */
export const calendarErrors = {
  datesRequired: 'Event dates are required',
  invalidDates: 'Invalid event dates',
} as const

export interface CalendarEvent extends Place {
  id?: string | number
  name: string
  description?: string | null
  date?: string | null
  endDate?: string | null
  timezone?: string | null
}

export interface CalendarLinks {
  google: string
  outlook: string
  /** A data: URL of the .ics file, so it downloads without a server round trip. */
  ics: string
  icsFileName: string
}

/** Both dates, parsed; throws the spec's messages when missing or unusable. */
export function eventInterval(event: CalendarEvent): { start: Date; end: Date } {
  if (!event.date || !event.endDate) throw new Error(calendarErrors.datesRequired)
  const start = new Date(event.date)
  const end = new Date(event.endDate)
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end < start) {
    throw new Error(calendarErrors.invalidDates)
  }
  return { start, end }
}

/** 20260314T230000Z */
const utcStamp = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

export function googleCalendarUrl(event: CalendarEvent): string {
  const { start, end } = eventInterval(event)
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.name,
    dates: `${utcStamp(start)}/${utcStamp(end)}`,
    details: event.description ?? '',
    location: formatPlace(event),
  })
  return `https://calendar.google.com/calendar/render?${params.toString()}`
}

/** Outlook on the web: start and end as wall-clock times of the event's zone, with offset. */
export function outlookCalendarUrl(event: CalendarEvent): string {
  const { start, end } = eventInterval(event)
  const zone = event.timezone || DEFAULT_TIMEZONE
  const local = (date: Date) => zonedIsoString(date, zone)
  const params = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.name,
    startdt: local(start),
    enddt: local(end),
    body: event.description ?? '',
    location: formatPlace(event),
  })
  return `https://outlook.live.com/calendar/0/deeplink/compose?${params.toString()}`
}

const escapeIcsText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** RFC 5545 folds lines longer than 75 characters. */
const foldLine = (line: string) => {
  const chunks: string[] = []
  for (let i = 0; i < line.length; i += 74) chunks.push(line.slice(i, i + 74))
  return chunks.join('\r\n ')
}

export function icsContent(event: CalendarEvent, now: Date = new Date()): string {
  const { start, end } = eventInterval(event)
  const host = typeof window !== 'undefined' ? window.location.host : 'makers-pub-night'
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Makers Pub Night//Events//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:event-${event.id ?? utcStamp(start)}@${host}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${escapeIcsText(event.name)}`,
    `DESCRIPTION:${escapeIcsText(event.description ?? '')}`,
    `LOCATION:${escapeIcsText(formatPlace(event))}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'event'

export function calendarLinks(event: CalendarEvent): CalendarLinks {
  return {
    google: googleCalendarUrl(event),
    outlook: outlookCalendarUrl(event),
    ics: `data:text/calendar;charset=utf-8,${encodeURIComponent(icsContent(event))}`,
    icsFileName: `${fileSlug(event.name)}.ics`,
  }
}
