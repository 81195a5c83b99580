import { csvDocument } from '@contract/csv'
import type { WaitlistEntryDto } from '@contract/registrations'
import type { EventDto, Id } from '@contract/types'

/** The parts of an event its exports are named after. */
export type NamedEvent = Pick<EventDto, 'name' | 'date' | 'timezone'>

/** "Spring Pub Night — Café" → "spring-pub-night-cafe": letters and digits, dashes between. */
function slug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return words || 'event'
}

/** The night's date in its own zone, `yyyy-MM-dd` (en-CA formats dates that way). */
function localDay(event: NamedEvent): string {
  const date = new Date(event.date)
  if (Number.isNaN(date.getTime())) return 'undated'
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone: event.timezone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(date)
  } catch {
    return date.toISOString().slice(0, 10)
  }
}

/** File name of an event's name badges (GET /api/events/{id}/badges.pdf). */
export function badgesPdfName(eventId: Id): string {
  return `badges-event-${eventId}.pdf`
}

/**
 * File name of an attendee export, from the dialog or the Attendees tab alike: the event's name
 * and local date (issue 29: "CSV named after the event"), `attendees-spring-pub-night-2026-03-08.csv`.
 */
export function attendeesCsvName(event: NamedEvent): string {
  return `attendees-${slug(event.name)}-${localDay(event)}.csv`
}

/** File name of the waitlist export: `waitlist-spring-pub-night-2026-03-08.csv`. */
export function waitlistCsvName(event: NamedEvent): string {
  return `waitlist-${slug(event.name)}-${localDay(event)}.csv`
}

/**
 * The waitlist as a CSV file, built from the list on screen with the attendee export's rules
 * (contract/csv.ts), with a byte order mark so spreadsheet apps read it as UTF-8.
 */
export function waitlistCsv(entries: readonly WaitlistEntryDto[]): Blob {
  const rows = entries.map((entry) => [entry.position, entry.name, entry.email, entry.company, entry.joinedAt])
  return new Blob([csvDocument(['Position', 'Name', 'Email', 'Company', 'Joined'], rows)], { type: 'text/csv;charset=utf-8' })
}

/** Hands a downloaded file to the browser as a save. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  link.style.display = 'none'
  document.body.appendChild(link)
  try {
    link.click()
  } finally {
    link.remove()
    // Some browsers read the URL after click() returns; release it on the next turn.
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
}
