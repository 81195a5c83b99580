import { apiRequest } from '@site/lib/api'
import { attendeeKey } from './keys'
import type { MovedAttendeeDto } from '@contract/attendees'
import type { Id } from '@contract/types'

/** "Move to another night" (`POST /api/events/:id/attendees/:attendeeId/move`): the team of both nights moves a registered person. */
export const moveAttendee = (eventId: Id, attendeeId: Id, toEventId: Id) =>
  apiRequest<MovedAttendeeDto>('POST', `${attendeeKey(eventId, attendeeId)}/move`, { toEventId })
