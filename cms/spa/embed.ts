import { Router, type Request, type Response } from 'express'
import helmet from 'helmet'
import { escapeHtml } from '../lib/html'
import { t } from '../i18n/i18n'
import { whenIn } from '../i18n/dates'
import { contractMessages } from '../i18n/apiMessages'
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales'
import { fromAcceptLanguage, fromQuery } from '../i18n/negotiate'
import { CONTROL } from '../modules/calendar/feedRouter'
import { NO_PERMISSIONS, withPermissionsPolicy } from '../lib/permissionsPolicy'
import type { EventDto } from '../../contract/types'
import type { PublicEventsCache } from '../modules/events/publicEvents'
import type { Env } from '../../config/env'

/**
 * The nights on a partner's own site (docs/product.md "Embeds"): plain HTML made here, with
 * no script and no cookie, that any site may put in an iframe. Only these pages may be
 * framed: their own policy says `frame-ancestors *` and drops X-Frame-Options, while every
 * other page keeps `'none'` (cms/app.ts). Everything shown comes from the public event
 * list (publicEvents), so only what anyone may read appears; every text is escaped.
 * "Register" opens the event page in a new tab: registering inside a third-party frame would
 * lose the bot guard's fill time and the visitor's view of the address bar.
 *
 * Our words and the dates are in the language the partner names (`?lang=es` in the snippet),
 * else the visitor's browser's (`Accept-Language`), else English (decision 496). Never the
 * `lang` cookie: a frame on another site sends none and sets none, and the answer is kept by
 * shared caches for each `Accept-Language` alone.
 */
const words = {
  register: /*i18n*/ { id: 'embed.register', message: 'Register' },
  registerFor: /*i18n*/ { id: 'embed.registerFor', message: 'Register for {name} (opens in a new tab)' },
  noUpcoming: /*i18n*/ { id: 'embed.noUpcoming', message: 'No upcoming events' },
  inCity: /*i18n*/ { id: 'embed.inCity', message: '{siteName} in {city}' },
  badRequest: /*i18n*/ { id: 'embed.badRequest', message: 'Bad request' },
  notFound: /*i18n*/ { id: 'embed.notFound', message: 'Not found' },
}

/** The frame's language: the partner's `?lang=`, then the visitor's `Accept-Language`, then English. */
const embedLocale = (req: Request): Locale =>
  fromQuery(req.url) ?? fromAcceptLanguage(req.headers['accept-language']) ?? DEFAULT_LOCALE

const embedPolicy = (production: boolean) =>
  withPermissionsPolicy(
    NO_PERMISSIONS,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'none'"],
          'style-src': ["'unsafe-inline'"],
          'img-src': ["'self'", 'https:', 'data:'],
          'base-uri': ["'none'"],
          'form-action': ["'none'"],
          'frame-ancestors': ['*'],
        },
      },
      xFrameOptions: false,
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // HTTPS only in production, as every other answer (a frame loads over HTTPS like a page).
      strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
    }),
  )

const style = `<style>
body{margin:0;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1b2430;background:#fff}
main{padding:12px}
h1{font:700 1.125rem Georgia,serif;color:#1f3a5f;margin:0 0 8px}
ul{list-style:none;margin:0;padding:0}
li,article{border:1px solid #d8dee8;border-radius:8px;padding:12px;margin:0 0 8px}
h2{font:700 1rem Georgia,serif;margin:0 0 4px;color:#1f3a5f}
p{margin:0 0 8px;font-size:.9375rem;line-height:1.4}
a.register{display:inline-block;background:#1f3a5f;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none;font-weight:600}
a.register:focus-visible{outline:3px solid #f2b134;outline-offset:2px}
</style>`

function page(locale: Locale, title: string, body: string) {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${style}</head>
<body><main>${body}</main></body></html>`
}

function card(locale: Locale, event: EventDto, env: Env, heading: 'h1' | 'h2') {
  // The page it opens speaks the card's language, English too (a registration keeps it for every
  // email): the visitor's browser or cookie may ask for another.
  const page = new URL(`${env.SERVER_URL}/events/${encodeURIComponent(String(event.id))}`)
  page.searchParams.set('lang', locale)
  const url = page.toString()
  const started = Date.parse(event.date) <= Date.now()
  // The link's name says which night and that a tab opens, in one sentence a translator can order.
  const label = t(locale, words.registerFor, { name: event.name })
  const register = started
    ? `<p>${escapeHtml(t(locale, contractMessages.registrationClosed))}</p>`
    : `<a class="register" href="${escapeHtml(url)}" target="_blank" rel="noopener" aria-label="${escapeHtml(label)}">${escapeHtml(t(locale, words.register))}</a>`
  return `<${heading}>${escapeHtml(event.name)}</${heading}>
<p>${escapeHtml(whenIn(locale, event))}</p>
<p>${escapeHtml(`${event.venue}, ${event.city}, ${event.state}`)}</p>
${register}`
}

const sameCity = (city: string) => (event: EventDto) => event.city.trim().toLowerCase() === city.trim().toLowerCase()

export function embedRouter(env: Env, publicEvents: PublicEventsCache, production: boolean): Router {
  const router = Router()
  router.use(embedPolicy(production))
  // A night's frame may be kept five minutes; a refusal is not kept at all (a draft published a
  // minute later, a bad address corrected), by the browser or by any cache in between.
  const send = (res: Response, status: number, html: string) =>
    res
      .status(status)
      .set('Cache-Control', status === 200 ? 'public, max-age=300' : 'no-store')
      .vary('Accept-Language')
      .type('html')
      .send(html)
  const refusal = (locale: Locale, title: string, heading: string) => page(locale, title, `<h1>${escapeHtml(heading)}</h1>`)

  router.get('/events', async (req, res) => {
    const locale = embedLocale(req)
    const asked = req.query.city ?? ''
    // The same rule as the calendar feed's `?city=` (cms/modules/calendar/feedRouter.ts).
    if (typeof asked !== 'string' || CONTROL.test(asked) || asked.length > 100)
      return send(res, 400, refusal(locale, t(locale, words.badRequest), t(locale, contractMessages.cityOneLine)))
    const city = asked.trim()
    const settings = await publicEvents.settings()
    const upcoming = (await publicEvents.list()).filter((event) => Date.parse(event.endDate) > Date.now())
    const shown = city ? upcoming.filter(sameCity(city)) : upcoming
    const title = city ? t(locale, words.inCity, { siteName: settings.productName, city }) : settings.productName
    const list = shown.length
      ? `<ul>${shown.map((event) => `<li>${card(locale, event, env, 'h2')}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(t(locale, words.noUpcoming))}</p>`
    send(res, 200, page(locale, title, `<h1>${escapeHtml(title)}</h1>${list}`))
  })

  router.get('/events/:id', async (req, res) => {
    const locale = embedLocale(req)
    const found = await publicEvents.event(String(req.params.id))
    if (!found) {
      const notFound = t(locale, contractMessages.eventNotFound)
      return send(res, 404, refusal(locale, notFound, notFound))
    }
    send(res, 200, page(locale, found.event.name, `<article>${card(locale, found.event, env, 'h1')}</article>`))
  })

  router.use((req, res) => {
    const locale = embedLocale(req)
    const notFound = t(locale, words.notFound)
    send(res, 404, refusal(locale, notFound, notFound))
  })
  return router
}
