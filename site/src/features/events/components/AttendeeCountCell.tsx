import { Muted } from '@site/components/Muted'
import { i18n } from '@site/i18n/i18n'
import { useAttendeeCount } from '../api/useAttendeeCount'
import type { EventDto } from '@contract/types'

/** The Attendees column of the dashboard's events tables: the count, and the limit under it. */
export function AttendeeCountCell({ event }: { event: EventDto }) {
  // The public pages' count (same key, same 30-second refresh); a failed count is logged by the
  // API client and shown as 0 (docs/product.md "Messages and toasts"). A draft is not public (its
  // count would answer 404) and takes no registrations: the list's own count stands.
  const draft = event.status === 'draft'
  const { count, isLoading } = useAttendeeCount(draft ? undefined : event.id, draft ? event.registeredCount : undefined)
  if (isLoading) return <Muted aria-label={i18n._('Loading attendee count')}>…</Muted>
  return (
    <>
      {count}
      {event.maxAttendees > 0 && <Muted>{i18n._('of {maxAttendees}', { maxAttendees: event.maxAttendees })}</Muted>}
    </>
  )
}
