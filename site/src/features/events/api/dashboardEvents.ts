import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { apiRequest } from '@site/lib/api'
import { dashboardEventsKey, EVENTS_KEY, eventKey, isEventsKey, isPublicEventKey, type DashboardEventStatus } from './keys'
import type { CurrentUser, EventDto, Id } from '@contract/types'
import type { EventBodyDto } from '../lib/eventForm'

export type EventStatus = DashboardEventStatus

export function useDashboardEvents(user: Pick<CurrentUser, 'id' | 'role'>, status: EventStatus) {
  return useSWR<EventDto[]>(dashboardEventsKey(user, status))
}

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

export const createEvent = (body: EventBodyDto) => apiRequest<EventDto>('POST', EVENTS_KEY, body)
export const updateEvent = (id: Id, body: EventBodyDto) => apiRequest<EventDto>('PATCH', eventKey(id), body)
export const archiveEvent = (id: Id) => apiRequest<EventDto>('PATCH', `${eventKey(id)}/archive`)
export const deleteEvent = (id: Id) => apiRequest<unknown>('DELETE', eventKey(id))
