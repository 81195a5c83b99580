import useSWRMutation from 'swr/mutation'
import type { RegistrationFormInput } from '../../../../../contract/attendees'
import type { AttendeeDto, Id } from '../../../../../contract/types'
import { apiRequest } from '../../../lib/api'

export const eventIdRequired = 'Event ID is required'

export interface RegistrationArgs extends Omit<RegistrationFormInput, 'eventId'> {
  eventId: Id | undefined | null
}

/** `POST /api/events/:id/attendees` with name, email, company and eventId (SPEC section 7). */
export function registerForEvent({ eventId, ...attendee }: RegistrationArgs): Promise<AttendeeDto> {
  if (eventId === undefined || eventId === null || eventId === '') return Promise.reject(new Error(eventIdRequired))
  return apiRequest<AttendeeDto>('POST', `/api/events/${encodeURIComponent(String(eventId))}/attendees`, { ...attendee, eventId })
}

export function useRegisterForEvent() {
  return useSWRMutation('/api/events/attendees', (_key: string, { arg }: { arg: RegistrationArgs }) => registerForEvent(arg))
}
