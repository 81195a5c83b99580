import { userIsActive } from './isActiveUser'
import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access } from 'payload'
import type { MaybeUser } from './checkRole'

/**
 * Attendees belong to whoever hosts their event: a host reads and removes only the
 * attendees of events whose hostId is theirs; the master admin all of them.
 */
export const ownsAttendeeEventOrMaster: Access = ({ req }) => {
  const user = req.user as MaybeUser
  if (userIsMasterAdmin(user)) return true
  if (!user || !userIsActive(user)) return false
  return { 'event.hostId': { equals: user.id } }
}
