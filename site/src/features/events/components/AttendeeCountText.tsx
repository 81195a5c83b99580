import { useRef } from 'react'
import type { Id } from '../../../../../contract/types'
import { useNearViewport } from '../../../components/PaintWhenNear'
import { useAttendeeCount } from '../api/useAttendeeCount'

/** "count / maxAttendees attendees", live; without a limit (0) just "count attendees". */
export function attendeeText(count: number, maxAttendees: number): string {
  return maxAttendees > 0 ? `${count} / ${maxAttendees} attendees` : `${count} attendees`
}

/** The count is fetched once the card comes near the screen: 50 cards never mean 50 requests at load. */
export function AttendeeCountText({ eventId, maxAttendees }: { eventId: Id; maxAttendees: number }) {
  const element = useRef<HTMLSpanElement>(null)
  const near = useNearViewport(element)
  const { count } = useAttendeeCount(near ? eventId : undefined)
  return (
    <span ref={element} aria-live="polite">
      {attendeeText(count, maxAttendees)}
    </span>
  )
}
