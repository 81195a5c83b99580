import express, { Router, type Request } from 'express'
import fs from 'node:fs'
import path from 'node:path'
import type { Payload } from 'payload'
import { formatInTimeZone } from 'date-fns-tz'
import type { Env } from './env'

/** The SPA's routes (SPEC section 2); anything else is served with HTTP 404. */
const SITE_ROUTES = [/^\/$/, /^\/events\/[^/]+\/?$/, /^\/admin(\/.*)?$/, /^\/auth\/?$/, /^\/faq\/?$/, /^\/contact\/?$/, /^\/host\/?$/]
const META_SLOT = '<!--meta-tags-->'

const escapeAttr = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

const metaTags = (tags: Record<string, string>) =>
  Object.entries(tags)
    .map(([key, value]) =>
      key.startsWith('og:')
        ? `<meta property="${key}" content="${escapeAttr(value)}" />`
        : `<meta name="${key}" content="${escapeAttr(value)}" />`,
    )
    .join('\n    ')

/** Open Graph and Twitter tags for a shared event link, so LinkedIn previews it well. */
async function eventMeta(payload: Payload, env: Env, id: string) {
  const found = await payload.find({ collection: 'events', where: { id: { equals: id } }, depth: 0, limit: 1 })
  const event = found.docs[0]
  if (!event) return null
  const when = formatInTimeZone(new Date(event.date as string), (event.timezone as string) || 'America/New_York', 'EEEE, MMMM d, yyyy · h:mm a zzz')
  const description = `${when} at ${event.venue}, ${event.city}, ${event.state}. ${event.description ?? ''}`.trim().slice(0, 300)
  const image = event.imageUrl ? new URL(event.imageUrl as string, env.SERVER_URL).toString() : undefined
  return {
    title: `${event.name} · ${when}`,
    tags: {
      description,
      'og:type': 'website',
      'og:title': event.name as string,
      'og:description': description,
      'og:url': `${env.SERVER_URL}/events/${event.id}`,
      ...(image ? { 'og:image': image } : {}),
      'twitter:card': image ? 'summary_large_image' : 'summary',
      'twitter:title': event.name as string,
      'twitter:description': description,
      ...(image ? { 'twitter:image': image } : {}),
    },
  }
}

export function spaRouter(payload: Payload, env: Env, siteDir: string): Router {
  const router = Router()
  const indexFile = path.join(siteDir, 'index.html')
  let template: string | null = null
  const readTemplate = () => (template ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null)

  // Hashed file names: cache for a year. index.html itself is never cached.
  router.use('/assets', express.static(path.join(siteDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }))
  router.use(express.static(siteDir, { index: false, maxAge: '1h' }))

  router.get(/.*/, async (req: Request, res) => {
    const html = readTemplate()
    if (!html) {
      return res.status(503).type('text/plain').send('The site has not been built yet: run `npm run build`.')
    }
    let status = SITE_ROUTES.some((route) => route.test(req.path)) ? 200 : 404
    let page = html.replace(META_SLOT, '')
    const eventMatch = /^\/events\/([^/]+)\/?$/.exec(req.path)
    if (eventMatch) {
      const meta = await eventMeta(payload, env, decodeURIComponent(eventMatch[1]!)).catch(() => null)
      if (meta) {
        page = html
          .replace(/<title>[^<]*<\/title>/, `<title>${escapeAttr(meta.title)}</title>`)
          .replace(/<meta name="description"[^>]*>/, '')
          .replace(META_SLOT, metaTags(meta.tags))
      } else status = 404
    }
    res.status(status).set('Cache-Control', 'no-cache').type('html').send(page)
  })

  return router
}
