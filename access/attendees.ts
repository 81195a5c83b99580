import { relationId } from '../contract/relations'
import { managedEventsWhere, managesEvent } from './events'
import type { Access, Where } from 'payload'
import type { Attendee } from '../payload-types'

/**
 * The one rule for a registration row (docs/security.md names this file): whoever manages its
 * event (access/events.ts) reads, updates, deletes and adds its people; nobody else does
 * through any API. Public registration, the waitlist and manage links do not come through
 * here: their services decide state, capacity and the token themselves.
 */

/** The rows the caller may touch: those of the events they manage, through the `event` relation. */
export function managedAttendeesWhere(user: Parameters<typeof managedEventsWhere>[0]): Where | boolean {
  const events = managedEventsWhere(user)
  return typeof events === 'boolean' ? events : throughEvent(events)
}

/** The events' query, asked of each row's event (`hostId` becomes `event.hostId`). */
function throughEvent(where: Where): Where {
  return Object.fromEntries(
    Object.entries(where).map(([key, value]) =>
      key === 'and' || key === 'or' ? [key, (value as Where[]).map(throughEvent)] : [`event.${key}`, value],
    ),
  )
}

/** Collection rule (read, update, delete). */
export const canManageAttendees: Access = ({ req }) => managedAttendeesWhere(req.user)

/**
 * Collection rule (create): adding someone by hand (the CMS, an owner in the dashboard) is for
 * whoever manages the row's event, read as it is now.
 */
export const canAddAttendee: Access<Partial<Attendee>> = async ({ req, data }) => {
  const events = managedEventsWhere(req.user)
  if (typeof events === 'boolean') return events
  const eventId = relationId(data?.event)
  if (eventId === null) return false
  const event = await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, req }).catch(() => null)
  return Boolean(event && managesEvent(req.user, event))
}
