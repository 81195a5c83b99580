import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access } from 'payload'
import type { MaybeUser } from './checkRole'

/**
 * Deleting an event is the master admin's alone (docs/product.md "Roles and access"): not its
 * owner's, not a co-host's. A delete takes the night's registrations, door links and messages
 * with it (collections/Events/hooks/deleteAttendees.ts); an owner who is done with a night
 * archives it instead (access/events.ts `ownsEvent`), which keeps its history.
 */
export const deletesEvents = (user: MaybeUser): boolean => userIsMasterAdmin(user)

/** Collection rule (delete): the same answer for /api, /cms/api and the admin. */
export const canDeleteEvents: Access = ({ req }) => deletesEvents(req.user)
