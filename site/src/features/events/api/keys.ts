import type { CurrentUser, Id } from '@contract/types'

/**
 * Every `/api/events...` address the site uses, defined once. They double as SWR keys, so a
 * list, a page and a count fetched in different places share one cache entry.
 */
const segment = (value: Id) => encodeURIComponent(String(value))

export const EVENTS_KEY = '/api/events'
export const PAST_EVENTS_KEY = `${EVENTS_KEY}?status=past`
export const eventKey = (eventId: Id) => `${EVENTS_KEY}/${segment(eventId)}`
export const attendeeCountKey = (eventId: Id) => `${eventKey(eventId)}/attendee-count`
export const companiesKey = (eventId: Id) => `${eventKey(eventId)}/companies`
export const attendeesKey = (eventId: Id) => `${eventKey(eventId)}/attendees`
export const waitlistKey = (eventId: Id) => `${eventKey(eventId)}/waitlist`
export const doorLinkKey = (eventId: Id) => `${eventKey(eventId)}/door-link`
export const checkInsKey = (eventId: Id) => `${eventKey(eventId)}/check-ins`
export const walkInsKey = (eventId: Id) => `${eventKey(eventId)}/walk-ins`

export type DashboardEventStatus = 'current' | 'archived'

/** The dashboard's lists: the master admin's hold every event, everyone else's only their own (docs/product.md "Roles and access"). */
export function dashboardEventsKey(user: Pick<CurrentUser, 'id' | 'role'>, status: DashboardEventStatus): string {
  return user.role === 'MASTER_ADMIN'
    ? `${EVENTS_KEY}?status=${status}`
    : `${EVENTS_KEY}/host/${segment(user.id)}?status=${status}`
}

/** Any event address: what a change to an event may make stale. */
export const isEventsKey = (key: unknown): key is string => typeof key === 'string' && key.startsWith(EVENTS_KEY)
/** The public list and event pages: `/api/events` and `/api/events/{id}`. */
export const isPublicEventKey = (key: unknown) => isEventsKey(key) && /^\/api\/events(\/[^/?]+)?$/.test(key)
