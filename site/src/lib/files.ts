import { format } from 'date-fns'
import { csvDocument } from '@contract/csv'
import type { WaitlistEntryDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/** File name of the attendee dialog's export: the day it is downloaded. */
export function attendeesCsvName(today: Date = new Date()): string {
  return `attendees-${format(today, 'yyyy-MM-dd')}.csv`
}

/** File name of an export from the Attendees tab: the event it belongs to. */
export function eventAttendeesCsvName(eventId: Id): string {
  return `attendees-event-${eventId}.csv`
}

/** File name of an event's name badges (GET /api/events/{id}/badges.pdf). */
export function badgesPdfName(eventId: Id): string {
  return `badges-event-${eventId}.pdf`
}

/** File name of the waitlist export: the day it is downloaded. */
export function waitlistCsvName(today: Date = new Date()): string {
  return `waitlist-${format(today, 'yyyy-MM-dd')}.csv`
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
