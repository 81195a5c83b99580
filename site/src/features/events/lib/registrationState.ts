import type { EventDto } from '@contract/types'

export type RegistrationState = 'open' | 'full' | 'closed'

/**
 * Closed once the event is archived or has started (the server refuses with "Registration is
 * closed for this event"); full when a limit is set and reached, which offers the waitlist.
 * An unreadable start date leaves the decision to the server.
 */
export function registrationState(
  event: Pick<EventDto, 'archived' | 'date' | 'maxAttendees'>,
  count: number,
  now: number = Date.now(),
): RegistrationState {
  const start = Date.parse(event.date)
  if (event.archived || (!Number.isNaN(start) && now >= start)) return 'closed'
  if (event.maxAttendees > 0 && count >= event.maxAttendees) return 'full'
  return 'open'
}
