import { executeAuthStrategies } from 'payload'
import { HttpError } from '../../lib/httpError'
import { readCookie, sessionCookieName } from '../sessionCookie'
import { bearerTokenOf } from '../../lib/capabilities/apiToken'
import { userOfApiToken } from './bearer'
import type { Request, RequestHandler } from 'express'
import type { Payload } from 'payload'
import type { User } from '../../../payload-types'
import type { Env } from '../../../config/env'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The origins a state-changing request may come from. */
function allowedOrigins(env: Env, ownOrigin: string): Set<string> {
  const origins = new Set([new URL(env.SERVER_URL).origin])
  if (env.NODE_ENV !== 'production') origins.add(ownOrigin)
  return origins
}

/**
 * Cross-origin protection for every state change under /api: a foreign Origin (or a
 * cross-site Sec-Fetch-Site when Origin is absent) is refused with 403 before anything runs.
 */
export const originCheck =
  (env: Env): RequestHandler =>
  (req, _res, next) =>
    next(crossOriginRefusal(env, req))

/** The 403 a state change from another origin gets, or undefined (the reads before Express ask too). */
export function crossOriginRefusal(env: Env, req: Request): HttpError | undefined {
  if (SAFE_METHODS.has(req.method)) return undefined
  // A bearer request carries no cookie a browser would add for another site, and a page of
  // another origin cannot set Authorization without a CORS preflight this server never allows:
  // there is nothing to forge, so tools need no Origin (the cookie is then ignored: resolveSession).
  if (bearerTokenOf(req.get('authorization')) !== undefined) return undefined
  const origin = req.get('origin')
  if (origin) {
    return allowedOrigins(env, `${req.protocol}://${req.get('host')}`).has(origin)
      ? undefined
      : new HttpError(403, 'Cross-origin request refused')
  }
  const site = req.get('sec-fetch-site')
  return site && site !== 'same-origin' && site !== 'none' ? new HttpError(403, 'Cross-origin request refused') : undefined
}

/** The signed-in user: the stored document as Payload auth returns it, with its session id. */
export type SessionUser = User & { collection: 'users'; _sid?: string }

/**
 * Resolves the signed-in user from the session cookie through Payload's auth strategies. The
 * origin check has already run, so the token goes to Payload as a JWT header (Payload drops
 * cookies without an allowed Origin). The session id inside the token must still exist on
 * the user, so a logged-out token no longer works. The strategies alone, not `payload.auth`:
 * that one also works out the user's permissions on every collection, which no route reads
 * (each asks Payload's access rules for what it does), and which was 40% of the server's time
 * for a signed-in `GET /api/me` (docs/benchmarks.md).
 */
export const resolveSession =
  (payload: Payload): RequestHandler =>
  async (req, _res, next) => {
    req.user = null
    req.apiToken = undefined
    // `Authorization: Bearer` is an API token (cms/http/middleware/bearer.ts), and only that:
    // a cookie sent beside it is ignored, so a bearer request never acts with a session.
    const bearer = bearerTokenOf(req.get('authorization'))
    if (bearer !== undefined) {
      try {
        const found = await userOfApiToken(payload, bearer)
        req.user = found.user
        req.apiToken = found.token
        return next()
      } catch (err) {
        return next(err)
      }
    }
    const token = readCookie(req.headers.cookie, sessionCookieName(payload))
    req.token = token
    if (!token) return next()
    try {
      const headers = new Headers({ Authorization: `JWT ${token}` })
      const { user } = await executeAuthStrategies({ headers, payload, canSetHeaders: false })
      req.user = user ?? null
      next()
    } catch (err) {
      next(err)
    }
  }
