import { i18n } from '@site/i18n/i18n'
import { registrationState, type RegistrationState } from '../lib/registrationState'
import type { EventDto } from '@contract/types'

/** The spec's "count / maxAttendees attendees", a limit of 0 (none) included: "3 / 0 attendees". */
export function attendeeText(count: number, maxAttendees: number): string {
  return i18n._('{count} / {maxAttendees} attendees', { count, maxAttendees })
}

/** Said after the spec's text when there is no limit, so "/ 0" is not read as "full". */
const NoLimit = ({ maxAttendees }: { maxAttendees: number }) => (maxAttendees === 0 ? <span> {i18n._('· no limit')}</span> : null)

/**
 * The attendee text, or a placeholder while the count is not known: never a 0 that may be
 * wrong (docs/decisions.md, "Honest counts").
 */
export function AttendeeCount({ count, maxAttendees }: { count: number | null | undefined; maxAttendees: number }) {
  if (count === null || count === undefined) {
    return (
      <span>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">{i18n._('Counting')}</span>
        {i18n._(' / {maxAttendees} attendees', { maxAttendees })}
        <NoLimit maxAttendees={maxAttendees} />
      </span>
    )
  }
  return (
    <span>
      <span>{attendeeText(count, maxAttendees)}</span>
      <NoLimit maxAttendees={maxAttendees} />
    </span>
  )
}

/** What a card offers: register, the waitlist of a full night, or nothing once closed. */
export const cardState = (event: Pick<EventDto, 'archived' | 'date' | 'maxAttendees' | 'registeredCount'>): RegistrationState =>
  registrationState(event, event.registeredCount ?? 0)
