import { pathSegment } from './api'
import type { Id } from '@contract/types'

/**
 * `/api/events` and `/api/events/{id}`: the root every event address grows from. Each feature
 * builds its own addresses on it in its `api/keys.ts` (the events list and counts, the
 * attendees and waitlist, the door), and they double as SWR keys, so a list, a page and a count
 * fetched in different places share one cache entry.
 */
export const EVENTS_PATH = '/api/events'
export const eventPath = (eventId: Id) => `${EVENTS_PATH}/${pathSegment(eventId)}`

/** Any event address: what a change to an event or to who attends it may make stale. */
export const isEventsKey = (key: unknown): key is string => typeof key === 'string' && key.startsWith(EVENTS_PATH)
/** The public list and event pages: `/api/events` and `/api/events/{id}`. */
export const isPublicEventKey = (key: unknown) => isEventsKey(key) && /^\/api\/events(\/[^/?]+)?$/.test(key)
