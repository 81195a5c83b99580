import { userIsMasterAdmin } from '../../../access/isMasterAdmin'
import type { CollectionBeforeChangeHook } from 'payload'
import type { MaybeUser } from '../../../access/checkRole'
import type { User } from '../../../payload-types'

/**
 * Belt and braces beside field access: when a request is made for a person who is not the
 * master admin, role/approved/rejected keep their stored values (or the safe defaults on
 * create), whatever the client sent. Server code that needs to set them (seed, approval)
 * runs with overrideAccess and no user.
 */
export const lockPrivilegedFields: CollectionBeforeChangeHook<User> = ({ data, originalDoc, req, operation }) => {
  const user = req.user as MaybeUser
  if (!user || userIsMasterAdmin(user)) return data
  if (operation === 'create') {
    return { ...data, role: 'HOST', approved: false, rejected: false }
  }
  return {
    ...data,
    role: originalDoc?.role,
    approved: originalDoc?.approved,
    rejected: originalDoc?.rejected,
  }
}
