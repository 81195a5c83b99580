import { HttpError } from '../../lib/httpError'
import { messages } from '../../../contract/messages'
import type { TokenScope } from '../../../contract/tokens'
import type { RequestHandler } from 'express'

/**
 * What a bearer token may call (docs/api.md "Tokens, webhooks, OpenAPI"): each rule names the
 * methods, the path under /api and the scopes any one of which lets the request through (or, as
 * `{ all }`, every one of which it needs); the
 * route's own access rules then judge the token's user as they would the signed-in person.
 * Anything not listed is refused with 403, so a new route is closed to tokens until it is added
 * here. Express matches paths without regard to case, and so do these.
 */
export type RouteScopes = TokenScope[] | { all: TokenScope[] } | 'any'
type Rule = [methods: string[], path: RegExp, scopes: RouteScopes]

const ID = '[^/]+'
const RULES: Rule[] = [
  [['GET'], /^\/(?:health|ready|user|openapi\.json)$/i, 'any'],
  [['GET'], new RegExp(`^/events(?:/host/${ID})?$`, 'i'), ['events:read']],
  [['GET'], new RegExp(`^/events/${ID}(?:/(?:attendee-count|companies|hosts|team|calendar\\.ics))?$`, 'i'), ['events:read']],
  [['GET'], new RegExp(`^/events/${ID}/(?:attendees|waitlist)(?:/download)?$`, 'i'), ['attendees:read']],
  [['GET'], new RegExp(`^/reports/events/${ID}(?:/download)?$`, 'i'), ['attendees:read']],
  [['GET'], new RegExp(`^/events/${ID}/check-ins(?:/snapshot)?$`, 'i'), ['attendees:read', 'checkins:write']],
  [['POST'], new RegExp(`^/events/${ID}/(?:check-ins|check-ins/batch|walk-ins)$`, 'i'), ['checkins:write']],
  [['DELETE'], new RegExp(`^/events/${ID}/check-ins/${ID}$`, 'i'), ['checkins:write']],
  // Redelivering sends the stored bodies (30 days of registrants) to the endpoint's address as it is
  // now, which a `webhooks:manage` token can change: it is a read of the people as well (decision 560).
  [['POST'], new RegExp(`^/webhooks/${ID}/deliveries/${ID}/redeliver$`, 'i'), { all: ['webhooks:manage', 'attendees:read'] }],
  [['GET', 'POST', 'PATCH', 'DELETE'], /^\/webhooks(?:\/.*)?$/i, ['webhooks:manage']],
]

/** The scopes that open a request, 'any' for a token of any scope, or null when no token may. */
export function scopesFor(method: string, path: string): RouteScopes | null {
  const normalised = path.length > 1 ? path.replace(/\/$/, '') : path
  const verb = method === 'HEAD' ? 'GET' : method
  for (const [methods, pattern, scopes] of RULES) if (methods.includes(verb) && pattern.test(normalised)) return scopes
  return null
}

/** 403 for a bearer request outside its token's scopes; cookie sessions and anonymous requests pass. */
export const enforceTokenScopes: RequestHandler = (req, _res, next) => {
  const token = req.apiToken
  if (!token) return next()
  const needed = scopesFor(req.method, req.path)
  const has = (scope: TokenScope) => token.scopes.includes(scope)
  const allowed = needed === 'any' || (Array.isArray(needed) ? needed.some(has) : needed !== null && needed.all.every(has))
  next(allowed ? undefined : new HttpError(403, messages.tokenOutOfScope))
}
