import { csvDocument } from '@contract/csv'
import { i18n } from '@site/i18n/i18n'
import type { WaitlistEntryDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/** Today in this browser's own calendar, `yyyy-MM-dd` (as date-fns' `format(now, 'yyyy-MM-dd')`). */
function today(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** File name of an event's name badges (GET /api/events/{id}/badges.pdf), in the page's language. */
export function badgesPdfName(eventId: Id): string {
  return i18n._('badges-event-{id}.pdf', { id: String(eventId) })
}

/** The spec's name of the attendee dialog's export: `attendees-{yyyy-MM-dd}.csv`, the day it is saved. */
export function attendeesCsvName(now: Date = new Date()): string {
  return `attendees-${today(now)}.csv`
}

/** The spec's name of an export from the Attendees tab: `attendees-event-{id}.csv`. */
export function eventAttendeesCsvName(eventId: Id): string {
  return `attendees-event-${eventId}.csv`
}

/**
 * The waitlist export beside the attendee dialog's, named the same way: `waitlist-{yyyy-MM-dd}.csv`
 * in English (not a spec name, so in the page's language).
 */
export function waitlistCsvName(now: Date = new Date()): string {
  return i18n._('waitlist-{date}.csv', { date: today(now) })
}

/**
 * The waitlist as a CSV file, built from the list on screen with the attendee export's rules
 * (contract/csv.ts), with a byte order mark so spreadsheet apps read it as UTF-8. Its headers in
 * the reader's language, as the server's export of the same list (cms/modules/registrations/csvWords.ts).
 */
export function waitlistCsv(entries: readonly WaitlistEntryDto[]): Blob {
  const rows = entries.map((entry) => [entry.position, entry.name, entry.email, entry.company, entry.joinedAt])
  const header = [i18n._('Position'), i18n._('Name'), i18n._('Email'), i18n._('Company'), i18n._('Joined')]
  return new Blob([csvDocument(header, rows)], { type: 'text/csv;charset=utf-8' })
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
