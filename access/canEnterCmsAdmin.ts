import { userIsMasterAdmin } from './isMasterAdmin'
import type { PayloadRequest } from 'payload'

/** Only the master administrator may open the CMS admin at /cms. */
export const canEnterCmsAdmin = ({ req }: { req: PayloadRequest }): boolean => userIsMasterAdmin(req.user)
