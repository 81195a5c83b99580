import { useRef } from 'react'
import styled from 'styled-components'
import { useNearViewport } from '@site/components/PaintWhenNear'
import { registrationState, type RegistrationState } from '../lib/registrationState'
import { useAttendeeCount } from '../api/useAttendeeCount'
import type { EventDto } from '@contract/types'

/** "count / maxAttendees attendees", live; without a limit (0) just "count attendees". */
export function attendeeText(count: number, maxAttendees: number): string {
  return maxAttendees > 0 ? `${count} / ${maxAttendees} attendees` : `${count} attendees`
}

/** What a card says besides the count, so a full or closed night is not offered like an open one. */
const STATE_NOTE: Record<Exclude<RegistrationState, 'open'>, string> = {
  full: 'Full: waitlist open',
  closed: 'Registration closed',
}

const Note = styled.strong`
  margin-left: 8px;
  padding: 0 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.accentInk};
  font-size: 0.8125rem;
`

/** The count is fetched once the card comes near the screen: 50 cards never mean 50 requests at load. */
export function AttendeeCountText({ event }: { event: Pick<EventDto, 'id' | 'archived' | 'date' | 'maxAttendees'> }) {
  const element = useRef<HTMLSpanElement>(null)
  const near = useNearViewport(element)
  const { count, isLoading } = useAttendeeCount(near ? event.id : undefined)
  const state = near && !isLoading ? registrationState(event, count) : 'open'
  return (
    <span ref={element} aria-live="polite">
      {attendeeText(count, event.maxAttendees)}
      {state !== 'open' && <Note>{STATE_NOTE[state]}</Note>}
    </span>
  )
}
