import { DEFAULT_LOCALE, isLocale, type Locale } from './locales'

/** The cookie `?lang=` sets, read by the server and the site alike. */
export const LANG_COOKIE = 'lang'
export const LANG_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600

/** `es-MX` → `es`: a regional variant falls back to its language; anything we do not speak → undefined. */
function languageOf(tag: string): Locale | undefined {
  const language = tag.trim().toLowerCase().split('-')[0]
  return isLocale(language) ? language : undefined
}

/**
 * The best of our locales for an Accept-Language header (RFC 9110 12.5.4): the highest q first,
 * the header's order among equals, `q=0` never; `*` asks for nothing in particular, so English.
 */
export function fromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined
  let best: { locale: Locale; q: number } | undefined
  for (const part of header.split(',').slice(0, 20)) {
    const [tag, ...params] = part.split(';')
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const q = qParam === undefined ? 1 : Number(qParam.slice(2))
    if (!Number.isFinite(q) || q <= 0 || q > 1) continue
    const trimmed = tag.trim()
    const locale = trimmed === '*' ? DEFAULT_LOCALE : languageOf(trimmed)
    if (locale && (!best || q > best.q)) best = { locale, q }
  }
  return best?.locale
}

/** The value of one cookie in a Cookie header, without a cookie parser (the fast paths read it too). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim()
  }
  return undefined
}

/** `?lang=xx` of a request's URL, if it names one of our locales (a regional tag counts as its language). */
export function fromQuery(url: string | undefined): Locale | undefined {
  const at = url?.indexOf('?') ?? -1
  if (!url || at < 0) return undefined
  const lang = new URLSearchParams(url.slice(at + 1)).get('lang')
  return lang ? languageOf(lang) : undefined
}

export interface Negotiated {
  locale: Locale
  /** The request asked with `?lang=`: the answer sets the cookie so later pages keep it. */
  fromQuery: boolean
}

/**
 * The language a change is written in (`Content-Language`, RFC 9110 8.5): the site's forms send
 * their page's, which outranks the `lang` cookie, which another tab may have changed since this
 * page was drawn (a page read in German from an email, English chosen in another tab). A read
 * sends none; its answer follows the reader's preferences below.
 */
function fromContentLanguage(request: { method?: string; headers: { 'content-language'?: string } }): Locale | undefined {
  if (!request.method || request.method === 'GET' || request.method === 'HEAD') return undefined
  const header = request.headers['content-language']
  // A list names several audiences: only a single language is the page's.
  return header && !header.includes(',') ? languageOf(header) : undefined
}

/**
 * docs/translating.md: `?lang=`, then a change's `Content-Language`, then the `lang` cookie, then
 * Accept-Language, then English.
 */
export function negotiateLocale(request: {
  url?: string
  method?: string
  headers: { cookie?: string; 'accept-language'?: string; 'content-language'?: string }
}): Negotiated {
  const query = fromQuery(request.url)
  if (query) return { locale: query, fromQuery: true }
  const written = fromContentLanguage(request)
  if (written) return { locale: written, fromQuery: false }
  const cookie = cookieValue(request.headers.cookie, LANG_COOKIE)
  const fromCookie = cookie ? languageOf(cookie) : undefined
  return { locale: fromCookie ?? fromAcceptLanguage(request.headers['accept-language']) ?? DEFAULT_LOCALE, fromQuery: false }
}
