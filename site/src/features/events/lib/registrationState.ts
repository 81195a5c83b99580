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

/**
 * The event page's heading: the spec's "Register for {name}" while registration is open, and for
 * someone who registered here (the "You're going" card beside it says so); a full or closed
 * night says what is still possible instead of inviting a registration.
 */
export function registrationHeading(state: RegistrationState | 'registered', name: string): string {
  if (state === 'full') return `Join the waitlist for ${name}`
  if (state === 'closed') return `Registration closed for ${name}`
  return `Register for ${name}`
}
