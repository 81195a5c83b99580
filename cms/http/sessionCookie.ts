import type { Response } from 'express'
import type { Payload } from 'payload'
import type { Env } from '../../config/env'

/** The session cookie: HttpOnly, SameSite=Lax; Secure and `__Host-` prefixed in production. */
export const sessionCookieName = (payload: Payload) => `${payload.config.cookiePrefix}-token`

export function setSessionCookie(res: Response, payload: Payload, env: Env, token: string, expiresInSeconds: number) {
  res.cookie(sessionCookieName(payload), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
    maxAge: expiresInSeconds * 1000,
  })
}

export function clearSessionCookie(res: Response, payload: Payload, env: Env) {
  res.clearCookie(sessionCookieName(payload), {
    httpOnly: true,
    sameSite: 'lax',
    secure: env.NODE_ENV === 'production',
    path: '/',
  })
}

/** A cookie's value; a value that is not valid percent-encoding is no session (ignored, as Payload does). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const index = part.indexOf('=')
    if (index > 0 && part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim())
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
