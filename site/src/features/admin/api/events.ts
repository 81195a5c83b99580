import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { apiRequest } from '../../../lib/api'
import type { CurrentUser, EventDto, Id } from '../../../../../contract/types'
import type { EventBodyDto } from '../lib/eventForm'

export type EventStatus = 'current' | 'archived'

/** The master admin lists every event; everyone else only their own (SPEC section 6). */
export function eventsKey(user: Pick<CurrentUser, 'id' | 'role'>, status: EventStatus): string {
  return user.role === 'MASTER_ADMIN'
    ? `/api/events?status=${status}`
    : `/api/events/host/${encodeURIComponent(String(user.id))}?status=${status}`
}

export function useDashboardEvents(user: Pick<CurrentUser, 'id' | 'role'>, status: EventStatus) {
  return useSWR<EventDto[]>(eventsKey(user, status))
}

export const eventPath = (id: Id) => `/api/events/${encodeURIComponent(String(id))}`

export function useAttendeeCount(eventId: Id) {
  return useSWR<{ count: number }>(`${eventPath(eventId)}/attendee-count`)
}

/** Re-fetches every event list, event and count after a change, without a page reload. */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig()
  return useCallback(
    () => mutate((key) => typeof key === 'string' && key.startsWith('/api/events')),
    [mutate],
  )
}

export const createEvent = (body: EventBodyDto) => apiRequest<EventDto>('POST', '/api/events', body)
export const updateEvent = (id: Id, body: EventBodyDto) => apiRequest<EventDto>('PATCH', eventPath(id), body)
export const archiveEvent = (id: Id) => apiRequest<EventDto>('PATCH', `${eventPath(id)}/archive`)
export const deleteEvent = (id: Id) => apiRequest<unknown>('DELETE', eventPath(id))
