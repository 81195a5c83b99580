import type { Role } from '../contract/auth'

/** The slice of a signed-in user that access rules look at. */
export interface AccessUser {
  id: string | number
  role?: Role | null
  approved?: boolean | null
  collection?: string
}

export type MaybeUser = AccessUser | null | undefined

/** The one helper every role rule is built on. */
export const checkRole = (roles: readonly Role[], user: MaybeUser): boolean => Boolean(user?.role && roles.includes(user.role))
