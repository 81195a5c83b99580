import { userIsActive } from './isActiveUser'
import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access, Where } from 'payload'
import type { MaybeUser } from './checkRole'

/** The filter that limits a non-master user to events they host. */
export const ownEventsFilter = (user: NonNullable<MaybeUser>): Where => ({ hostId: { equals: user.id } })

/**
 * Events: the master admin changes every event; HOSTs and ADMINs only their own
 * (returned as a query filter so one rule serves lists and single documents).
 */
export const ownsEventOrMaster: Access = ({ req }) => {
  const user = req.user as MaybeUser
  if (userIsMasterAdmin(user)) return true
  if (!user || !userIsActive(user)) return false
  return ownEventsFilter(user)
}
