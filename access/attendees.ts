import { managesRowEvent, rowsOfManagedEventsWhere } from './events'
import type { Access } from 'payload'
import type { Attendee } from '../payload-types'

/**
 * The one rule for a registration row (docs/security.md names this file): whoever manages its
 * event (access/events.ts) reads, updates, deletes and adds its people; nobody else does
 * through any API. Public registration, the waitlist and manage links do not come through
 * here: their services decide state, capacity and the token themselves.
 */

/** The rows the caller may touch: those of the events they manage, through the `event` relation. */
export const managedAttendeesWhere = rowsOfManagedEventsWhere

/** Collection rule (read, update, delete). */
export const canManageAttendees: Access = ({ req }) => managedAttendeesWhere(req.user)

/**
 * Collection rule (create): adding someone by hand (the CMS, an owner in the dashboard) is for
 * whoever manages the row's event, read as it is now.
 */
export const canAddAttendee: Access<Partial<Attendee>> = managesRowEvent
