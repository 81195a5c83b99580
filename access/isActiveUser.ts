import { userIsMasterAdmin } from './isMasterAdmin'
import type { Access } from 'payload'
import type { MaybeUser } from './checkRole'

/**
 * A signed-in account that may work in the dashboard: the master admin always, everyone
 * else once approved. A pending or rejected host holds no rights even with a valid token.
 */
export const userIsActive = (user: MaybeUser): boolean => Boolean(user && (userIsMasterAdmin(user) || user.approved === true))

export const isActiveUser: Access = ({ req }) => userIsActive(req.user)
