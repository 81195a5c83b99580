import { EVENTS_PATH, eventPath } from '@site/lib/eventPaths'
import { pathSegment } from '@site/lib/api'
import type { CurrentUser, Id } from '@contract/types'

/** The events feature's addresses, defined once; they double as SWR keys. */
export const EVENTS_KEY = EVENTS_PATH
export const PAST_EVENTS_KEY = `${EVENTS_KEY}?status=past`
export const eventKey = eventPath
export const attendeeCountKey = (eventId: Id) => `${eventKey(eventId)}/attendee-count`
export const companiesKey = (eventId: Id) => `${eventKey(eventId)}/companies`
export const teamKey = (eventId: Id) => `${eventKey(eventId)}/team`
export const teamMemberKey = (eventId: Id, userId: Id) => `${teamKey(eventId)}/${pathSegment(userId)}`
/** How many confirmed followers the event's city has (the publish dialog's count; never who). */
export const followersKey = (eventId: Id) => `${eventKey(eventId)}/followers`
export const eventHostsKey = (eventId: Id) => `${eventKey(eventId)}/hosts`
/** The signed-in person's own settings (whether event pages name them); only the Team section uses it. */
export const USER_SETTINGS_KEY = '/api/user/settings'

export type DashboardEventStatus = 'current' | 'archived'

/** The dashboard's lists: the master admin's hold every event, everyone else's only their own (docs/product.md "Roles and access"). */
export function dashboardEventsKey(user: Pick<CurrentUser, 'id' | 'role'>, status: DashboardEventStatus): string {
  return user.role === 'MASTER_ADMIN'
    ? `${EVENTS_KEY}?status=${status}`
    : `${EVENTS_KEY}/host/${pathSegment(user.id)}?status=${status}`
}
