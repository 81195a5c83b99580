import type { SessionUser } from './http/middleware/session'
import type { TokenScope } from '../contract/tokens'
import type { Locale } from './i18n/locales'

declare global {
  namespace Express {
    interface Request {
      /** The signed-in user resolved from the session cookie, or null. */
      user: SessionUser | null
      /** The raw session token, kept for logout. */
      token?: string
      /** The API token of an `Authorization: Bearer` request (cms/http/middleware/bearer.ts). */
      apiToken?: { id: string | number; scopes: TokenScope[] }
      /** The reader's negotiated language (cms/http/middleware/locale.ts). */
      locale?: Locale
    }
  }
}

export {}
