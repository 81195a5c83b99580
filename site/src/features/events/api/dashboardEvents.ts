import useSWR from 'swr'
import { apiRequest } from '@site/lib/api'
import { dashboardEventsKey, EVENTS_KEY, eventKey, type DashboardEventStatus } from './keys'
import type { CurrentUser, EventDto, Id, MessageDto } from '@contract/types'
import type { EventBodyDto } from '../lib/eventForm'
import type { SeriesInput } from '@contract/recurrence'

export type EventStatus = DashboardEventStatus

/** The dashboard's current or archived events: every event for the master admin, else the user's own. */
export function useDashboardEvents(user: Pick<CurrentUser, 'id' | 'role'>, status: EventStatus) {
  return useSWR<EventDto[], Error>(dashboardEventsKey(user, status))
}

export const createEvent = (body: EventBodyDto) => apiRequest<EventDto>('POST', EVENTS_KEY, body)
export const updateEvent = (id: Id, body: EventBodyDto) => apiRequest<EventDto>('PATCH', eventKey(id), body)
/** "Edit this and following": this night and the later nights of its series (docs/api.md "Duplicate and series"). */
export const updateFollowing = (id: Id, body: EventBodyDto) => apiRequest<EventDto[]>('PATCH', `${eventKey(id)}/following`, body)
/** Makes a draft public; its first publication emails the followers of its city once (docs/api.md "Follow a city"). */
export const publishEvent = (id: Id) => apiRequest<EventDto>('POST', `${eventKey(id)}/publish`)
export const archiveEvent = (id: Id) => apiRequest<EventDto>('PATCH', `${eventKey(id)}/archive`)
export const deleteEvent = (id: Id) => apiRequest<MessageDto>('DELETE', eventKey(id))
/** "Duplicate as next night" (the same nth weekday next month) and "Repeat" (docs/api.md "Duplicate and series"). */
export const duplicateEvent = (id: Id) => apiRequest<EventDto>('POST', `${eventKey(id)}/duplicate`, {})
export const repeatEvent = (id: Id, body: SeriesInput) => apiRequest<EventDto[]>('POST', `${eventKey(id)}/series`, body)
