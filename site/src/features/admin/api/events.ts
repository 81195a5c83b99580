import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { apiRequest } from '../../../lib/api'
import type { CurrentUser, EventDto, Id } from '../../../../../contract/types'
import type { EventBodyDto } from '../lib/eventForm'

export type EventStatus = 'current' | 'archived'

/** The master admin lists every event; everyone else only their own (docs/product.md "Roles and access"). */
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

const isEventsKey = (key: unknown): key is string => typeof key === 'string' && key.startsWith('/api/events')
/** The public list and event pages: `/api/events` and `/api/events/{id}`. */
const isPublicEventKey = (key: unknown) => isEventsKey(key) && /^\/api\/events(\/[^/?]+)?$/.test(key)

/** Makes every event list, event and count follow a change, without a page reload. */
export function useRefreshEvents() {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    // What is on screen (the dashboard's lists and counts) re-fetches in place.
    await mutate(isEventsKey)
    // The public pages are not on screen here and would keep their cached copy (SWR keeps data
    // fresh forever): drop it so they load anew when visited.
    await mutate(isPublicEventKey, undefined)
  }, [mutate])
}

export const createEvent = (body: EventBodyDto) => apiRequest<EventDto>('POST', '/api/events', body)
export const updateEvent = (id: Id, body: EventBodyDto) => apiRequest<EventDto>('PATCH', eventPath(id), body)
export const archiveEvent = (id: Id) => apiRequest<EventDto>('PATCH', `${eventPath(id)}/archive`)
export const deleteEvent = (id: Id) => apiRequest<unknown>('DELETE', eventPath(id))
