import useSWR from 'swr'
import { apiRequest } from '@site/lib/api'
import { eventHostsKey, teamKey, teamMemberKey, USER_SETTINGS_KEY } from './keys'
import type { EventHostDto, TeamMemberDto, UserSettingsInput } from '@contract/team'
import type { Id, MessageDto } from '@contract/types'

/** `GET /api/events/{id}/team`: the owner, then the co-hosts (the event's team only). */
export function useEventTeam(eventId: Id) {
  return useSWR<TeamMemberDto[], Error>(teamKey(eventId))
}

/** `GET /api/events/{id}/hosts` (public): the team members who chose to be named. */
export function useEventHosts(eventId: Id) {
  return useSWR<EventHostDto[], Error>(eventHostsKey(eventId))
}

/** `GET /api/user/settings`: the signed-in person's own choices. */
export function useUserSettings() {
  return useSWR<UserSettingsInput, Error>(USER_SETTINGS_KEY)
}

export const addCohost = (eventId: Id, email: string) => apiRequest<TeamMemberDto>('POST', teamKey(eventId), { email })
export const removeCohost = (eventId: Id, userId: Id) => apiRequest<MessageDto>('DELETE', teamMemberKey(eventId, userId))
export const saveUserSettings = (settings: UserSettingsInput) =>
  apiRequest<UserSettingsInput>('PATCH', USER_SETTINGS_KEY, settings)
