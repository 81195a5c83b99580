import { adapterInternals } from './adapterInternals'
import type { Payload, PayloadRequest } from 'payload'

type UpdateArgs = { collection?: string; data?: Record<string, unknown>; req?: Partial<PayloadRequest>; returning?: boolean }
type UpdateOne = (args: UpdateArgs) => Promise<unknown>

/** Set in the context of a password reset's Local API call (cms/modules/account/passwordResetService.ts). */
export const PASSWORD_RESET_WRITE = 'passwordResetWrite'

/**
 * What Payload's reset changes on the account's own row: the password, the token's end, the
 * lockout. It also ends every session, written first and on its own (below).
 */
const RESET_FIELDS = ['hash', 'salt', 'resetPasswordExpiration', 'updatedAt', 'lockUntil', 'loginAttempts', '_verified']

/** Wrapped once per adapter: a second Payload instance on the same adapter does not wrap again. */
const wrapped = new WeakSet<object>()

/** Which of Payload's auth writes this is, if it is one (the whole account row it read, written back). */
function authWrite(args: UpdateArgs, authSlugs: Set<string>): 'sessions' | 'reset' | undefined {
  const { collection, data } = args
  if (!collection || !authSlugs.has(collection) || !data) return undefined
  if (data.updatedAt === null && Array.isArray(data.sessions)) return 'sessions'
  if (args.req?.context?.[PASSWORD_RESET_WRITE] === true && typeof data.hash === 'string') return 'reset'
  return undefined
}

/**
 * Payload's sign-in, token refresh, sign-out and password reset write an account by writing back
 * the whole row they read (Payload's auth: `addSessionToUser`, the refresh, logout and
 * resetPassword operations). A sign-in and a reset read that row before hashing a password, tens
 * of milliseconds on the thread pool, so a change made meanwhile (the master admin deactivating
 * the host, a demotion, a profile edit) was written over with what it had replaced: a host
 * deactivated while signing in was approved again (decision 609). Such a write keeps to the fields
 * its operation changes: a session write (marked `updatedAt: null` so the row's time does not move)
 * to the sessions, the reset to the password's fields; the rest of the row stays as its last
 * writer left it. The sessions written are still the ones read: an account deactivated meanwhile
 * may hold that sign-in's session, which carries no rights while it is inactive
 * (access/isActiveUser.ts) and ends when it is approved again
 * (collections/Users/hooks/endSessionsOfInactiveAccounts.ts).
 */
export function keepAuthWritesToTheirFields(payload: Payload) {
  const authSlugs = new Set<string>(payload.config.collections.filter((c) => c.auth?.useSessions).map((c) => c.slug))
  const db = adapterInternals<{ updateOne: UpdateOne }>(payload)
  if (wrapped.has(db) || authSlugs.size === 0) return
  wrapped.add(db)
  const original = db.updateOne
  db.updateOne = async function (this: unknown, args) {
    const data = args.data ?? {}
    switch (authWrite(args, authSlugs)) {
      case 'sessions':
        return original.call(this, { ...args, data: { sessions: data.sessions, updatedAt: null } })
      case 'reset': {
        // Two writes, as the adapter writes a row's sessions (a table of their own) apart from a row
        // it is not given whole: the sessions end first, so the row the reset reads back has none.
        if (Array.isArray(data.sessions))
          await original.call(this, { ...args, data: { sessions: data.sessions, updatedAt: null }, returning: false })
        const kept = RESET_FIELDS.filter((field) => field in data).map((field): [string, unknown] => [field, data[field]])
        return original.call(this, { ...args, data: Object.fromEntries(kept) })
      }
      default:
        return original.call(this, args)
    }
  }
}
