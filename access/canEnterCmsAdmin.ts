import type { PayloadRequest } from 'payload'
import type { MaybeUser } from './checkRole'
import { userIsMasterAdmin } from './isMasterAdmin'

/** Only the master administrator may open the CMS admin at /cms. */
export const canEnterCmsAdmin = ({ req }: { req: PayloadRequest }): boolean =>
  userIsMasterAdmin(req.user as MaybeUser)
