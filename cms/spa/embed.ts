import { Router, type Response } from 'express'
import helmet from 'helmet'
import { whenText } from '../../contract/eventWhen'
import { escapeHtml } from '../lib/html'
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
 */
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
a.register .sr{position:absolute;left:-9999px}
a.register:focus-visible{outline:3px solid #f2b134;outline-offset:2px}
</style>`

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${style}</head>
<body><main>${body}</main></body></html>`
}

function card(event: EventDto, env: Env, heading: 'h1' | 'h2') {
  const url = `${env.SERVER_URL}/events/${encodeURIComponent(String(event.id))}`
  const started = Date.parse(event.date) <= Date.now()
  const register = started
    ? '<p>Registration is closed for this event</p>'
    : `<a class="register" href="${escapeHtml(url)}" target="_blank" rel="noopener">Register<span class="sr"> for ${escapeHtml(event.name)} (opens in a new tab)</span></a>`
  return `<${heading}>${escapeHtml(event.name)}</${heading}>
<p>${escapeHtml(whenText(event))}</p>
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
      .type('html')
      .send(html)

  router.get('/events', async (req, res) => {
    const asked = req.query.city ?? ''
    // The same rule as the calendar feed's `?city=` (cms/modules/calendar/feedRouter.ts).
    if (typeof asked !== 'string' || CONTROL.test(asked) || asked.length > 100)
      return send(res, 400, page('Bad request', '<h1>City must be one line of plain text</h1>'))
    const city = asked.trim()
    const settings = await publicEvents.settings()
    const upcoming = (await publicEvents.list()).filter((event) => Date.parse(event.endDate) > Date.now())
    const shown = city ? upcoming.filter(sameCity(city)) : upcoming
    const title = city ? `${settings.productName} in ${city}` : settings.productName
    const list = shown.length
      ? `<ul>${shown.map((event) => `<li>${card(event, env, 'h2')}</li>`).join('')}</ul>`
      : '<p>No upcoming events</p>'
    send(res, 200, page(title, `<h1>${escapeHtml(title)}</h1>${list}`))
  })

  router.get('/events/:id', async (req, res) => {
    const found = await publicEvents.event(String(req.params.id))
    if (!found) return send(res, 404, page('Event not found', '<h1>Event not found</h1>'))
    send(res, 200, page(found.event.name, `<article>${card(found.event, env, 'h1')}</article>`))
  })

  router.use((_req, res) => send(res, 404, page('Not found', '<h1>Not found</h1>')))
  return router
}
