import { adapterInternals } from './adapterInternals'
import type { Payload } from 'payload'

type UpdateOne = (args: { id?: unknown; collection?: string; data?: Record<string, unknown> }) => Promise<unknown>

/** Wrapped once per adapter: a second Payload instance on the same adapter does not wrap again. */
const wrapped = new WeakSet<object>()

/**
 * Payload's sign-in, token refresh and sign-out keep an account's sessions by writing back the
 * whole row they read, marked `updatedAt: null` so the row's time does not move (Payload's auth:
 * `addSessionToUser`, the refresh and logout operations). The sign-in read that row before checking
 * the password, tens of milliseconds on the thread pool, so a change made meanwhile (the master
 * admin deactivating the host, a new password, a demotion, a profile edit) was written over with
 * what it had replaced: a host deactivated while signing in was approved again. Such a write keeps
 * to the sessions here; the rest of the row stays as its last writer left it. Its sessions are
 * still the ones it read: an account deactivated meanwhile may hold that sign-in's session, which
 * carries no rights (access/isActiveUser.ts reads the account's approval at every request).
 */
export function keepSessionWritesToSessions(payload: Payload) {
  const authSlugs = new Set<string>(payload.config.collections.filter((c) => c.auth?.useSessions).map((c) => c.slug))
  const db = adapterInternals<{ updateOne: UpdateOne }>(payload)
  if (wrapped.has(db) || authSlugs.size === 0) return
  wrapped.add(db)
  const original = db.updateOne
  db.updateOne = function (this: unknown, args) {
    const data = args?.data
    const sessionsOnly =
      args.collection !== undefined && authSlugs.has(args.collection) && data?.updatedAt === null && Array.isArray(data.sessions)
    return original.call(this, sessionsOnly ? { ...args, data: { sessions: data.sessions, updatedAt: null } } : args)
  }
}
