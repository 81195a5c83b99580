import { relationId } from '../contract/relations'
import { userIsActive } from './isActiveUser'
import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access } from 'payload'
import type { MaybeUser } from './checkRole'

/**
 * Adding an attendee directly (the CMS, an owner in the dashboard): the master admin for any
 * event, others only for events they host. Public registration does not come through here:
 * its route checks state, capacity and uniqueness itself.
 */
export const canAddAttendee: Access = async ({ req, data }) => {
  const user = req.user as MaybeUser
  if (userIsMasterAdmin(user)) return true
  if (!user || !userIsActive(user)) return false
  const eventId = relationId(data?.event)
  if (eventId === undefined || eventId === null) return false
  const event = await req.payload.findByID({ collection: 'events', id: eventId, depth: 0, req }).catch(() => null)
  return Boolean(event && String(relationId(event.hostId)) === String(user.id))
}
