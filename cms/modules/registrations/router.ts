import { Router } from 'express'
import { attendeeRoutes } from './attendeeRoutes'
import { waitlistRoutes } from './waitlistRoutes'
import { manageRouter } from './manageRouter'
import type { ApiContext } from '../context'

/**
 * Everything about the people of an event, one router per mount (cms/app.ts):
 * - `event`, under `/api/events/{id}`: the count, attendees, the waitlist, companies. Who may
 *   use the host's routes is access/events.ts, asked through `loadEvent` (must: 'manage'); the
 *   routes' guards only make a signed-out caller hear 401 first.
 * - `manage`, under `/api/registrations`: a person's own registration through its manage link.
 *
 * The door (check-ins, walk-ins, badges, door links, entry codes) is cms/modules/door.
 */
export function registrationsRouters(context: ApiContext): { event: Router; manage: Router } {
  const event = Router({ mergeParams: true })
  attendeeRoutes(event, context)
  waitlistRoutes(event, context)
  return { event, manage: manageRouter(context) }
}
