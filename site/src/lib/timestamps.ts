import { format, isValid } from 'date-fns'

/** "Feb 1, 2026 10:30 AM" in the browser's zone (when someone registered or joined); '' if unreadable. */
export function formatTimestamp(value: string): string {
  const date = new Date(value)
  return isValid(date) ? format(date, 'MMM d, yyyy h:mm a') : ''
}

/** "Feb 1, 2026" in the browser's zone (the day an application came in); '' if unreadable. */
export function formatDay(value: string): string {
  const date = new Date(value)
  return isValid(date) ? format(date, 'MMM d, yyyy') : ''
}
