import { LANG_COOKIE, LANG_COOKIE_MAX_AGE_SECONDS, negotiateLocale } from '../../i18n/negotiate'
import type { RequestHandler } from 'express'

/**
 * The reader's language for every request (docs/translating.md), kept on `req.locale`
 * for the page, the `/api`'s messages and a registration to store. `?lang=xx` also sets the
 * `lang` cookie for a year, so the pages after it keep the choice. `/api` answers name it in
 * `Content-Language`.
 */
export function negotiation(production: boolean): RequestHandler {
  return (req, res, next) => {
    const { locale, fromQuery } = negotiateLocale(req)
    req.locale = locale
    if (fromQuery)
      res.cookie(LANG_COOKIE, locale, {
        maxAge: LANG_COOKIE_MAX_AGE_SECONDS * 1000,
        path: '/',
        sameSite: 'lax',
        secure: production,
      })
    if (/^\/api(\/|$)/.test(req.path)) res.setHeader('Content-Language', locale)
    next()
  }
}
