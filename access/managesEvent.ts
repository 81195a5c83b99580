import { userIsActive } from './isActiveUser'
import { userIsMasterAdmin } from './isMasterAdmin'
import type { Event } from '../payload-types'
import type { MaybeUser } from './checkRole'

/**
 * The per-document form of ownsEventOrMaster, for a route that already holds the event:
 * the master admin manages every event, an active HOST/ADMIN the ones they host.
 */
export function managesEvent(user: MaybeUser, event: { hostId?: Event['hostId'] | { id: number | string } }): boolean {
  if (!user || !userIsActive(user)) return false
  if (userIsMasterAdmin(user)) return true
  const hostId = event.hostId && typeof event.hostId === 'object' ? event.hostId.id : event.hostId
  return hostId !== null && hostId !== undefined && String(hostId) === String(user.id)
}
