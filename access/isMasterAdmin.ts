import { checkRole, type MaybeUser } from './checkRole'
import type { Access, FieldAccess } from 'payload'

export const userIsMasterAdmin = (user: MaybeUser): boolean => checkRole(['MASTER_ADMIN'], user)

/** Collection rule: only the master administrator. */
export const isMasterAdmin: Access = ({ req }) => userIsMasterAdmin(req.user)

/** Field rule: the role and approved fields are writable by the master administrator only. */
export const isMasterAdminField: FieldAccess = ({ req }) => userIsMasterAdmin(req.user)
