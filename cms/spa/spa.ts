import fs from 'node:fs'
import path from 'node:path'
import express, { Router, type Request } from 'express'
import { escapeHtml } from '../lib/html'
import { asAnonymous } from '../lib/asCaller'
import { toEvent, toFaq, toSponsor } from '../lib/dto'
import { hostNameOf } from '../modules/events/service'
import { faqsService } from '../modules/content/faqs'
import { sponsorsService } from '../modules/content/sponsors'
import { readCookie, sessionCookieName } from '../http/sessionCookie'
import { upcomingThenEnded } from '../../contract/homeOrder'
import { LOCALES, type Locale } from '../i18n/locales'
import { startIn } from '../i18n/dates'
import { DEFAULT_TAGLINE } from '../../collections/SiteSettings'
import { PREVIEW, previewVersion, summarise } from './linkPreview'
import { drawnOrNull, pageRenderer, splitHints, type RenderedPage } from './serverRender'
import { pageChunkPreloader } from './pageChunks'
import { pageWord } from './pageWords'
import { eventJsonLd } from './structuredData'
import type { EventDto, SiteSettings } from '../../contract/types'
import type { ListedEvent, PublicEventsCache } from '../modules/events/publicEvents'
import type { Env } from '../../config/env'
import type { Payload } from 'payload'

/**
 * Pages whose URL is a capability (a registration's manage page, a city follower's page, a volunteer's door link, an
 * entry code, a badge's contact code): never cached, indexed or passed on in a Referer.
 */
const PRIVATE_PAGE =
  /^\/(registrations\/[A-Za-z0-9_-]+|feedback\/[A-Za-z0-9_-]+|subscriptions\/[A-Za-z0-9_-]+|door\/[A-Za-z0-9_-]+|check-in\/[A-Za-z0-9_.-]+|c\/[A-Za-z0-9]+)\/?$/

/** The SPA's routes (docs/product.md "Screens and routes", private pages included); anything else is served with HTTP 404. */
const SITE_ROUTES = [
  /^\/$/,
  /^\/events\/[^/]+\/?$/,
  /^\/admin(\/.*)?$/,
  /^\/auth(\/forgot|\/reset)?\/?$/,
  /^\/faq\/?$/,
  /^\/contact\/?$/,
  /^\/host\/?$/,
  PRIVATE_PAGE,
]
const META_SLOT = '<!--meta-tags-->'

/** JSON inside a <script type="application/json"> block: nothing in it may close the tag. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

const metaTags = (tags: Record<string, string>) =>
  Object.entries(tags)
    .map(([key, value]) =>
      key.startsWith('og:')
        ? `<meta property="${key}" content="${escapeHtml(value)}" />`
        : `<meta name="${key}" content="${escapeHtml(value)}" />`,
    )
    .join('\n    ')

/** Open Graph and Twitter tags: a JPEG preview every network accepts, its size, alt text and the site's name. */
function previewTags(page: { title: string; description: string; url: string; image: string; alt: string; siteName: string }) {
  return {
    description: page.description,
    'og:type': 'website',
    'og:site_name': page.siteName,
    'og:title': page.title,
    'og:description': page.description,
    'og:url': page.url,
    'og:image': page.image,
    'og:image:type': PREVIEW.type,
    'og:image:width': String(PREVIEW.width),
    'og:image:height': String(PREVIEW.height),
    'og:image:alt': page.alt,
    'twitter:card': 'summary_large_image',
    'twitter:title': page.title,
    'twitter:description': page.description,
    'twitter:image': page.image,
    'twitter:image:alt': page.alt,
  }
}

/** A shared event link, previewed well on LinkedIn (this audience's network), in the page's language. */
function eventMeta(event: EventDto, env: Env, siteName: string, locale: Locale) {
  const when = startIn(locale, event)
  const summary = pageWord(locale, 'eventSummary', {
    when,
    venue: event.venue,
    city: event.city,
    state: event.state,
    description: event.description,
  })
  return {
    title: `${event.name} · ${when}`,
    tags: previewTags({
      title: event.name,
      description: summarise(summary),
      url: `${env.SERVER_URL}/events/${event.id}`,
      image: `${env.SERVER_URL}/og/events/${encodeURIComponent(String(event.id))}.jpg?v=${previewVersion(event)}`,
      alt: event.imageUrl ? pageWord(locale, 'bannerOf', { name: event.name }) : pageWord(locale, 'seriesMark', { siteName }),
      siteName,
    }),
  }
}

/** The site's tagline for the home page's preview: the one a site starts with in the reader's language, an admin's own as written. */
const taglineIn = (tagline: string, locale: Locale) =>
  tagline === DEFAULT_TAGLINE ? pageWord(locale, 'shippedTagline') : tagline || pageWord(locale, 'defaultTagline')

function homeMeta(settings: SiteSettings, env: Env, locale: Locale) {
  return previewTags({
    title: settings.productName,
    description: summarise(taglineIn(settings.tagline, locale)),
    url: `${env.SERVER_URL}/`,
    image: `${env.SERVER_URL}/og/home.jpg`,
    alt: pageWord(locale, 'seriesMark', { siteName: settings.productName }),
    siteName: settings.productName,
  })
}

interface PageExtras {
  title?: string
  tags?: Record<string, string>
  /** Answers the SPA would fetch first, keyed by their /api path (SWR's fallback). */
  initialData: Record<string, unknown>
  preloadImage?: string | null
  /** A page the site's components draw here (./serverRender.ts), so its first paint is the page itself. */
  serverRendered?: boolean
  /** The page's own chunk (a Vite manifest key), named in the page so it loads beside the entry (./pageChunks.ts). */
  pageChunk?: string
  /** schema.org data for search engines (cms/spa/structuredData.ts). */
  jsonLd?: unknown
  /** The page's one address (`rel=canonical`), whatever query or trailing slash it was asked with. */
  canonical?: string
  /** A public page: its address in each language (`hreflang` alternates), the canonical one for `x-default`. */
  alternates?: string
}

/** Public pages everyone may land on in their language (private and dashboard pages are not indexed). */
const PUBLIC_PAGE = /^\/(faq|contact|host)?\/?$/

/** `<link rel="alternate" hreflang>` for each locale and `x-default` (the address without `?lang=`, which negotiates). */
function alternateLinks(address: string) {
  const links = LOCALES.map(
    (locale) => `<link rel="alternate" hreflang="${locale}" href="${escapeHtml(`${address}?lang=${locale}`)}" />`,
  )
  links.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(address)}" />`)
  return links.join('\n    ')
}

/**
 * A night the public list does not hold (an archived one) as the list's copy gives a listed one,
 * read as an anonymous visitor reads it (a draft is nobody's to see here).
 */
async function unlistedEvent(payload: Payload, id: string): Promise<Omit<ListedEvent, 'json'> | null> {
  const found = await payload
    .find({ collection: 'events', where: { id: { equals: id } }, depth: 0, limit: 1, pagination: false, ...asAnonymous })
    .catch(() => null)
  const doc = found?.docs[0]
  if (!doc) return null
  return {
    event: toEvent(doc),
    hostName: await hostNameOf(payload, doc),
    previousStartDate: typeof doc.previousStartDate === 'string' ? doc.previousStartDate : null,
  }
}

/**
 * What the server already knows goes into the page: the first screen renders without
 * waiting for its API calls, and the first banner starts downloading with the script.
 */
async function pageExtras(
  payload: Payload,
  env: Env,
  publicEvents: PublicEventsCache,
  urlPath: string,
  signedOut: boolean,
  locale: Locale,
): Promise<PageExtras | null> {
  const settings = await publicEvents.settings()
  // Without a session cookie nobody is signed in: the page need not ask (and re-draw when told).
  const common = { '/api/settings': settings, ...(signedOut ? { '/api/user': null } : {}) }
  if (urlPath === '/') {
    // A visitor's sponsors too, as they see them: the page's one request after it arrived, whose
    // answer redrew the page at once. Someone signed in may see more (the dashboard's list).
    const [events, past, sponsors] = await Promise.all([
      publicEvents.list(),
      publicEvents.past(),
      signedOut ? sponsorsService(payload).list({ user: null }) : null,
    ])
    // The first card is the first night still to come (ended nights follow the others).
    const [first] = upcomingThenEnded(events).upcoming
    return {
      tags: homeMeta(settings, env, locale),
      initialData: {
        ...common,
        '/api/events': events,
        '/api/events?status=past': past,
        ...(sponsors ? { '/api/sponsors': sponsors.map(toSponsor) } : {}),
      },
      preloadImage: first?.imageUrl,
      serverRendered: true,
      canonical: `${env.SERVER_URL}/`,
      alternates: `${env.SERVER_URL}/`,
    }
  }
  const eventMatch = /^\/events\/([^/]+)\/?$/.exec(urlPath)
  if (eventMatch) {
    // A malformed escape (`/events/%`) is simply not an event, not a server error.
    let id: string
    try {
      id = decodeURIComponent(eventMatch[1])
    } catch {
      return null
    }
    // A listed night comes from the public list's copy, as `GET /api/events/{id}` answers it: a
    // night's page opened by a thousand phones reads nothing. A seat sold drops the copy
    // (cms/db/seatStore/rows.ts), so the count drawn is the one the API gives at that moment.
    const listed = (await publicEvents.event(id)) ?? (await unlistedEvent(payload, id))
    if (!listed) return null
    const event = { ...listed.event, hostName: listed.hostName }
    const { previousStartDate } = listed
    const meta = eventMeta(event, env, settings.productName, locale)
    return {
      jsonLd: eventJsonLd(
        { event, previousStartDate, siteName: settings.productName, inLanguage: locale },
        env,
        meta.tags['og:image'],
      ),
      title: meta.title,
      tags: meta.tags,
      initialData: { ...common, [`/api/events/${encodeURIComponent(id)}`]: event },
      preloadImage: event.imageUrl,
      serverRendered: true,
      pageChunk: 'src/app/routes/EventPage.tsx',
      canonical: `${env.SERVER_URL}/events/${encodeURIComponent(String(event.id))}`,
      alternates: `${env.SERVER_URL}/events/${encodeURIComponent(String(event.id))}`,
    }
  }
  if (/^\/faq\/?$/.test(urlPath)) {
    const faqs = await faqsService(payload).list({ user: null })
    return {
      initialData: { ...common, '/api/faqs': faqs.map(toFaq) },
      serverRendered: true,
      alternates: `${env.SERVER_URL}/faq`,
    }
  }
  const publicPage = PUBLIC_PAGE.exec(urlPath)
  return { initialData: common, ...(publicPage ? { alternates: `${env.SERVER_URL}/${publicPage[1] ?? ''}` } : {}) }
}

/**
 * Fills the page template. Every replacement is a function: a replacement string would read
 * `$&`, `$'`, `` $` `` and `$1` in event text as patterns (a description with `$'` once copied
 * the rest of the page into itself).
 */
function render(
  template: string,
  extras: PageExtras | null,
  locale: Locale,
  rendered: RenderedPage | null,
  chunkPreloads: (key: string) => string,
) {
  // The page's language from the first byte: no flash of English, and search engines read it.
  let page = template.replace(/<html lang="[^"]*"/, () => `<html lang="${locale}"`)
  const head: string[] = []
  if (extras?.title) page = page.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(extras.title!)}</title>`)
  if (extras?.tags) {
    page = page.replace(/<meta name="description"[^>]*>/, '')
    head.push(metaTags(extras.tags))
  } else if (locale !== 'en') {
    // Every other page (the FAQ, contact, sign-in) describes the site in the page's language too.
    const description = escapeHtml(pageWord(locale, 'siteDescription'))
    page = page.replace(/<meta name="description" content="[^"]*"/, () => `<meta name="description" content="${description}"`)
  }
  if (extras?.pageChunk) head.push(chunkPreloads(extras.pageChunk))
  // A page in another language is taken over once its catalogue has come (site/src/main.tsx):
  // named here, it loads beside the entry instead of after it (English has none).
  if (locale !== 'en') head.push(chunkPreloads(`../locales/${locale}/site.po`))
  if (extras?.preloadImage)
    head.push(`<link rel="preload" as="image" href="${escapeHtml(extras.preloadImage)}" fetchpriority="high" />`)
  if (extras) head.push(`<script type="application/json" id="initial-data">${jsonForHtml(extras.initialData)}</script>`)
  if (extras?.jsonLd) head.push(`<script type="application/ld+json">${jsonForHtml(extras.jsonLd)}</script>`)
  if (extras?.canonical) head.push(`<link rel="canonical" href="${escapeHtml(extras.canonical)}" />`)
  if (extras?.alternates) head.push(alternateLinks(extras.alternates))
  if (rendered) {
    const { hints, markup } = splitHints(rendered.html)
    head.push(hints, rendered.styles)
    // The dates the markup wrote, so the browser takes it over without Intl (site/src/i18n/drawnDates.ts).
    head.push(`<script type="application/json" id="drawn-dates">${jsonForHtml(rendered.dates)}</script>`)
    page = page.replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
  }
  return page.replace(META_SLOT, () => head.join('\n    '))
}

export function spaRouter(payload: Payload, env: Env, siteDir: string, publicEvents: PublicEventsCache): Router {
  const router = Router()
  const indexFile = path.join(siteDir, 'index.html')
  let template: string | null = null
  const readTemplate = () => (template ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null)
  const renderer = pageRenderer(siteDir)
  const chunkPreloads = pageChunkPreloader(siteDir)

  // Hashed file names: cache for a year. index.html itself is never cached.
  router.use('/assets', express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
  router.use(
    express.static(siteDir, {
      index: false,
      maxAge: '1h',
      // The door's service worker (site/vite.config.ts, `doorWorker`): a new build reaches the phones at their next visit.
      setHeaders: (res, file) => path.basename(file) === 'door-worker.js' && res.setHeader('Cache-Control', 'no-cache'),
    }),
  )

  router.get(/.*/, async (req: Request, res) => {
    const html = readTemplate()
    if (!html) return res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.')
    const known = SITE_ROUTES.some((route) => route.test(req.path))
    const signedOut = !readCookie(req.headers.cookie, sessionCookieName(payload))
    const locale = req.locale ?? 'en'
    const extras = known ? await pageExtras(payload, env, publicEvents, req.path, signedOut, locale) : null
    const rendered = extras?.serverRendered
      ? await drawnOrNull(renderer, { url: req.url, locale, initialData: extras.initialData }, payload.logger)
      : null
    // An unknown path, or an event that does not exist, is a 404 the SPA explains.
    const status = known && extras ? 200 : 404
    if (PRIVATE_PAGE.test(req.path))
      res.set({ 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' })
    else res.set('Cache-Control', 'no-cache')
    // The page's language follows the cookie and Accept-Language (cms/http/middleware/locale.ts).
    res.vary('Accept-Language').vary('Cookie')
    res
      .status(status)
      .type('html')
      .send(render(html, extras, locale, rendered, chunkPreloads))
  })

  return router
}
