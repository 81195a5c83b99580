import useSWR from 'swr'
import { waitlistKey } from './keys'
import type { WaitlistEntryDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/** `GET /api/events/:id/waitlist` (owner, MASTER_ADMIN): the queue in order. */
export function useWaitlist(eventId: Id, enabled = true) {
  return useSWR<WaitlistEntryDto[], Error>(enabled ? waitlistKey(eventId) : null)
}
