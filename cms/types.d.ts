import type { SessionUser } from './http/middleware/session'

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user resolved from the session cookie, or null. */
      user: SessionUser | null
      /** The raw session token, kept for logout. */
      token?: string
    }
  }
}

export {}
