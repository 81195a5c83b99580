import { apiRequest } from '@site/lib/api'
import { attendeesKey } from './keys'
import type { RegistrationFormInput } from '@contract/attendees'
import type { BotGuardFields } from '@contract/botGuard'
import type { RegistrationResultDto } from '@contract/registrations'
import type { Id } from '@contract/types'

export const eventIdRequired = 'Event ID is required'

export interface RegistrationArgs extends Omit<RegistrationFormInput, 'eventId'>, BotGuardFields {
  eventId: Id | undefined | null
  showCompany?: boolean
}

/**
 * `POST /api/events/:id/attendees` with name, email, company and eventId (docs/product.md "API contract"; docs/api.md "Attendees"),
 * plus the company opt-in and the bot-guard fields; the answer carries the manage link.
 */
export function registerForEvent({ eventId, ...attendee }: RegistrationArgs): Promise<RegistrationResultDto> {
  if (eventId === undefined || eventId === null || eventId === '') return Promise.reject(new Error(eventIdRequired))
  return apiRequest<RegistrationResultDto>('POST', attendeesKey(eventId), { ...attendee, eventId })
}
