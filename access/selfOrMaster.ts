import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access } from 'payload'
import type { MaybeUser } from './checkRole'

/** Users: the master admin reads and edits every account; others only their own. */
export const selfOrMaster: Access = ({ req }) => {
  const user = req.user as MaybeUser
  if (userIsMasterAdmin(user)) return true
  if (!user) return false
  return { id: { equals: user.id } }
}
