import type { Request } from 'express'

/**
 * Local API options for a request made for a person: their user and `overrideAccess: false`,
 * so the access rules in access/ decide (Payload's Local API skips them by default).
 */
export const asCaller = (req: Request) => ({ user: req.user as never, overrideAccess: false as const })
