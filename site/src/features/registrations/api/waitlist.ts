import { useMemo } from 'react'
import useSWR from 'swr'
import { apiRequest, pathSegment } from '@site/lib/api'
import { withNameShown } from '../lib/removedName'
import { waitlistKey } from './keys'
import type { WaitlistEntryDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/** `GET /api/events/:id/waitlist` (owner, MASTER_ADMIN): the queue in order. */
export function useWaitlist(eventId: Id, enabled = true) {
  const answer = useSWR<WaitlistEntryDto[], Error>(enabled ? waitlistKey(eventId) : null)
  const data = useMemo(() => answer.data?.map(withNameShown), [answer.data])
  return { ...answer, data }
}

/** "Give a seat" (`POST /api/events/:id/waitlist/:attendeeId/seat`): the team seats a waiting person now. */
export const giveSeat = (eventId: Id, attendeeId: Id) =>
  apiRequest<{ status: 'registered' }>('POST', `${waitlistKey(eventId)}/${pathSegment(attendeeId)}/seat`)
