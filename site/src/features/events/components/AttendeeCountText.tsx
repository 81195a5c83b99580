import type { Id } from '../../../../../contract/types'
import { useAttendeeCount } from '../api/useAttendeeCount'

/** "count / maxAttendees attendees", live; without a limit (0) just "count attendees". */
export function attendeeText(count: number, maxAttendees: number): string {
  return maxAttendees > 0 ? `${count} / ${maxAttendees} attendees` : `${count} attendees`
}

export function AttendeeCountText({ eventId, maxAttendees }: { eventId: Id; maxAttendees: number }) {
  const { count } = useAttendeeCount(eventId)
  return <span aria-live="polite">{attendeeText(count, maxAttendees)}</span>
}
