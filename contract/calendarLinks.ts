import { DEFAULT_TIMEZONE } from './time'
import { zonedIsoString } from './datetime'
import { formatPlace, type Place } from './place'

/** Add-to-calendar links (docs/product.md "Calendar"): Google with UTC times, Outlook with local times, the server's .ics. */
export const calendarErrors = {
  datesRequired: 'Event dates are required',
  invalidDates: 'Invalid event dates',
  idRequired: 'Event ID is required',
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
  /** The server's .ics of this registration (same UID as the email's). */
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
const utcStamp = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

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

/**
 * The .ics of one registration, built by the server's one calendar builder (cms/mail/calendar.ts)
 * with the same UID as the confirmation email, so importing both keeps one entry. Without a
 * registration id it is the event's public file.
 */
export function icsDownloadPath(eventId: string | number, registrationId?: string | number | null): string {
  const path = `/api/events/${encodeURIComponent(String(eventId))}/calendar.ics`
  return registrationId === undefined || registrationId === null
    ? path
    : `${path}?registration=${encodeURIComponent(String(registrationId))}`
}

/** The subscribable feed of every upcoming night (optionally one city's). */
export const calendarFeedPath = (city?: string) => (city ? `/calendar.ics?city=${encodeURIComponent(city)}` : '/calendar.ics')

/**
 * Ways to subscribe to the feed served at `origin`: `webcal://` (calendar apps subscribe instead
 * of importing once), Google Calendar's "add by URL" page for it, and the plain https address to
 * paste into any other calendar.
 */
export function calendarFeedLinks(origin: string, city?: string) {
  const https = new URL(calendarFeedPath(city), origin).toString()
  const webcal = https.replace(/^https?:/, 'webcal:')
  return { https, webcal, google: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcal)}` }
}

/** A file name made of a title: `spring-makers-night`. */
export const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'event'

/** The toast's links after registering; `registrationId` makes the .ics that registration's. */
export function calendarLinks(event: CalendarEvent, registrationId?: string | number | null): CalendarLinks {
  const google = googleCalendarUrl(event)
  const outlook = outlookCalendarUrl(event)
  if (event.id === undefined || event.id === null) throw new Error(calendarErrors.idRequired)
  return {
    google,
    outlook,
    ics: icsDownloadPath(event.id, registrationId),
    icsFileName: `${fileSlug(event.name)}.ics`,
  }
}
