import { userIsMasterAdmin } from '../../../access/isMasterAdmin'
import type { CollectionBeforeChangeHook } from 'payload'
import type { MaybeUser } from '../../../access/checkRole'
import type { Event } from '../../../payload-types'

/** hostId is always the caller unless the caller is the master admin (docs/product.md "Roles and access"). */
export const assignHost: CollectionBeforeChangeHook<Event> = ({ data, originalDoc, req, operation }) => {
  const user = req.user as MaybeUser
  if (!user || userIsMasterAdmin(user)) {
    if (operation === 'create' && user && data.hostId == null) return { ...data, hostId: user.id }
    return data
  }
  return { ...data, hostId: operation === 'create' ? user.id : (originalDoc?.hostId ?? user.id) }
}
