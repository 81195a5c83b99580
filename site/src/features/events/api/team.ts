import useSWR from 'swr'
import { apiRequest, fetcherInItsOwnTask } from '@site/lib/api'
import { useInBrowser } from '@site/components/InBrowser'
import { eventHostsKey, teamKey, teamMemberKey, USER_SETTINGS_KEY } from './keys'
import type { EventHostDto, TeamMemberDto, UserSettingsInput } from '@contract/team'
import type { Id, MessageDto } from '@contract/types'

/** `GET /api/events/{id}/team`: the owner, then the co-hosts (the event's team only). */
export function useEventTeam(eventId: Id) {
  return useSWR<TeamMemberDto[], Error>(teamKey(eventId))
}

/**
 * `GET /api/events/{id}/hosts` (public): the team members who chose to be named. Asked once the
 * page is the browser's (components/InBrowser.tsx): a night's page opened from a link is drawn by
 * the server, and a read with no answer yet would start inside the commit that takes it over.
 */
export function useEventHosts(eventId: Id) {
  return useSWR<EventHostDto[], Error>(useInBrowser() ? eventHostsKey(eventId) : null, fetcherInItsOwnTask)
}

/** `GET /api/user/settings`: the signed-in person's own choices. */
export function useUserSettings() {
  return useSWR<UserSettingsInput, Error>(USER_SETTINGS_KEY)
}

export const addCohost = (eventId: Id, email: string) => apiRequest<TeamMemberDto>('POST', teamKey(eventId), { email })
export const removeCohost = (eventId: Id, userId: Id) => apiRequest<MessageDto>('DELETE', teamMemberKey(eventId, userId))
export const saveUserSettings = (settings: UserSettingsInput) =>
  apiRequest<UserSettingsInput>('PATCH', USER_SETTINGS_KEY, settings)
