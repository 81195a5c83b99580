import useSWRMutation from 'swr/mutation'
import type { WaitlistInput, WaitlistJoinedDto } from '../../../../../contract/registrations'
import type { Id } from '../../../../../contract/types'
import { apiRequest } from '../../../lib/api'

export const waitlistPath = (eventId: Id) => `/api/events/${encodeURIComponent(String(eventId))}/waitlist`

/** `POST /api/events/:id/waitlist`: 201 with the place in the queue; 409 when seats are free. */
export function useJoinWaitlist(eventId: Id) {
  return useSWRMutation(waitlistPath(eventId), (path: string, { arg }: { arg: WaitlistInput }) =>
    apiRequest<WaitlistJoinedDto>('POST', path, arg),
  )
}
