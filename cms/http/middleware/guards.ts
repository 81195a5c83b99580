import { userIsActive } from '../../../access/isActiveUser'
import { userIsMasterAdmin } from '../../../access/isMasterAdmin'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import type { MaybeUser } from '../../../access/checkRole'
import type { RequestHandler } from 'express'

/** 401 when nobody is signed in. */
export const requireUser: RequestHandler = (req, _res, next) =>
  next(req.user ? undefined : new HttpError(401, messages.notSignedIn))

/**
 * 401 signed out; 403 when an access rule (access/) refuses the caller. A clean answer before
 * any work; the collection asks the same rule again when the route acts as the caller.
 */
export const requireAllowedBy =
  (allowed: (user: MaybeUser) => boolean): RequestHandler =>
  (req, _res, next) => {
    if (!req.user) return next(new HttpError(401, messages.notSignedIn))
    next(allowed(req.user) ? undefined : new HttpError(403, messages.forbidden))
  }

/** 401 signed out; 403 for an account that is not (or no longer) approved. */
export const requireActiveUser = requireAllowedBy(userIsActive)

/** 401 signed out; 403 for anyone but the master administrator. */
export const requireMasterAdmin = requireAllowedBy(userIsMasterAdmin)
