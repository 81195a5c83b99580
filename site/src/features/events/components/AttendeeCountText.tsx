import { registrationState, type RegistrationState } from '../lib/registrationState'
import type { EventDto } from '@contract/types'

/** "count / maxAttendees attendees"; without a limit (0) just "count attendees". */
export function attendeeText(count: number, maxAttendees: number): string {
  return maxAttendees > 0 ? `${count} / ${maxAttendees} attendees` : `${count} attendees`
}

/**
 * The attendee text, or a placeholder while the count is not known: never a 0 that may be
 * wrong (docs/decisions.md, "Honest counts").
 */
export function AttendeeCount({ count, maxAttendees }: { count: number | null | undefined; maxAttendees: number }) {
  if (count === null || count === undefined) {
    return (
      <span>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">Counting</span>
        {maxAttendees > 0 ? ` / ${maxAttendees} attendees` : ' attendees'}
      </span>
    )
  }
  return <span>{attendeeText(count, maxAttendees)}</span>
}

/** What a card offers: register, the waitlist of a full night, or nothing once closed. */
export const cardState = (event: Pick<EventDto, 'archived' | 'date' | 'maxAttendees' | 'registeredCount'>): RegistrationState =>
  registrationState(event, event.registeredCount ?? 0)
