import { apiRequest } from '@site/lib/api'
import { waitlistKey } from './keys'
import type { WaitlistInput, WaitlistJoinedDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/** `POST /api/events/:id/waitlist`: 201 with the place in the queue; 409 when seats are free. */
export const joinWaitlist = (eventId: Id, input: WaitlistInput) =>
  apiRequest<WaitlistJoinedDto>('POST', waitlistKey(eventId), input)
