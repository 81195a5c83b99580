import type { Request } from 'express'

/**
 * Every Local API call in a request path says who it acts for (tests/security/actsFor.test.ts
 * fails the build otherwise), so the rules in collections/ and access/ decide:
 *
 * - `asCaller(req)`: the signed-in person (or nobody), with `overrideAccess: false`;
 * - `asAnonymous`: a public read made for a visitor, judged like anonymous REST;
 * - `asSystem(reason)`: one of the deliberate privileged operations (anonymous host sign-up,
 *   storing a contact message, public registration, login bookkeeping, background work).
 *   The reason names why the rules are bypassed, so every use can be found and reviewed.
 */
/** Who a service acts for: the request's signed-in person (or nobody). */
export type Caller = Pick<Request, 'user'>

export const asCaller = (req: Caller) => ({ user: req.user, overrideAccess: false as const })

export const asAnonymous = { overrideAccess: false as const }

export const asSystem = (reason: string) => {
  void reason
  return { overrideAccess: true as const }
}
