import { rowsOfManagedEventsWhere } from './events'
import type { Access } from 'payload'

/**
 * The one rule for a registration row (docs/security.md names this file): whoever manages its
 * event (access/events.ts) reads, updates and deletes its people; nobody else does through any
 * API, and nobody adds a row here. Registration, a host adding someone, the waitlist and manage
 * links do not come through here: their services decide state, capacity and the token themselves.
 */

/** The rows the caller may touch: those of the events they manage, through the `event` relation. */
export const managedAttendeesWhere = rowsOfManagedEventsWhere

/** Collection rule (read, update, delete). */
export const canManageAttendees: Access = ({ req }) => managedAttendeesWhere(req.user)

/**
 * Collection rule (create): nobody, through the CMS admin or its REST (`/cms/api`). Adding someone
 * by hand is the dashboard's `POST /api/events/{id}/attendees` (cms/modules/registrations/), which
 * checks the night and its seats, makes the person's manage link, keeps their language and sends
 * the confirmation and `registration.created`: a row made in the CMS had none of these, so its
 * person could not cancel and the host's tools never heard of them (decision 593).
 */
export const noAttendeeAddedInCms: Access = () => false
