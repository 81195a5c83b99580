import fs from 'node:fs/promises'
import path from 'node:path'
import { createHash } from 'node:crypto'
import { Router } from 'express'
import sharp from 'sharp'
import { asAnonymous } from '../lib/asCaller'
import { toEvent } from '../lib/dto'
import { BRAND_NAVY, markShapes } from '../lib/brandMark'
import type { Env } from '../../config/env'
import type { Payload } from 'payload'
import type { EventDto } from '../../contract/types'

/**
 * Link previews (LinkedIn, Slack, X): every network accepts a 1200x630 JPEG, unlike the WebP
 * banners. `/og/home.jpg` and `/og/events/{id}.jpg` are made with sharp from the event's own
 * uploaded banner (cropped to the shape) or, without one, from the product's mark on its
 * navy; no text is drawn, so no font is needed. Remote banner addresses are never fetched.
 */
export const PREVIEW = { width: 1200, height: 630, type: 'image/jpeg' } as const

/** Collapsed whitespace, cut at a word with an ellipsis. */
export function summarise(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= max) return flat
  const cut = flat.slice(0, max - 1)
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(' '), 0)) || cut
  return `${atWord.replace(/[\s,.;:!?-]+$/, '')}…`
}

/** The version in an image URL: a changed banner or name makes networks fetch it again. */
export const previewVersion = (event: Pick<EventDto, 'imageUrl' | 'name'>) =>
  createHash('sha256')
    .update(`${event.imageUrl ?? ''}|${event.name}`)
    .digest('hex')
    .slice(0, 10)

const MARK = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <rect width="1200" height="630" fill="${BRAND_NAVY}"/>
  <g transform="translate(440 155) scale(5)">
    ${markShapes}
  </g>
</svg>`

async function render(source: Buffer | null): Promise<Buffer> {
  const base = source
    ? sharp(source).resize(PREVIEW.width, PREVIEW.height, { fit: 'cover', position: 'attention' })
    : sharp(Buffer.from(MARK))
  return base.flatten({ background: BRAND_NAVY }).jpeg({ quality: 82, mozjpeg: true }).toBuffer()
}

export function linkPreviewRouter(payload: Payload, env: Env): Router {
  const router = Router()
  const cache = new Map<string, Buffer>()
  const remember = async (key: string, make: () => Promise<Buffer>) => {
    const hit = cache.get(key)
    if (hit) return hit
    const made = await make()
    if (cache.size >= 100) cache.delete(cache.keys().next().value!)
    cache.set(key, made)
    return made
  }
  const send = (res: Parameters<Parameters<typeof router.get>[1]>[1], image: Buffer) =>
    res.set({ 'Content-Type': PREVIEW.type, 'Cache-Control': 'public, max-age=3600' }).send(image)

  /** Our own uploads only: `/media/<name>` read from MEDIA_DIR. */
  const bannerOf = async (event: EventDto) => {
    const match = event.imageUrl ? /^\/media\/([A-Za-z0-9._-]+)$/.exec(event.imageUrl) : null
    if (!match) return null
    return fs.readFile(path.join(env.MEDIA_DIR, match[1])).catch(() => null)
  }

  router.get('/og/home.jpg', async (_req, res) => send(res, await remember('home', () => render(null))))

  router.get('/og/events/:file', async (req, res, next) => {
    const id = /^(.+)\.jpg$/.exec(String(req.params.file))?.[1]
    const found = id
      ? await payload
          .find({ collection: 'events', where: { id: { equals: id } }, depth: 0, limit: 1, pagination: false, ...asAnonymous })
          .catch(() => null)
      : null
    const doc = found?.docs[0]
    if (!doc) return next()
    const event = toEvent(doc)
    send(res, await remember(`${event.id}:${previewVersion(event)}`, async () => render(await bannerOf(event))))
  })
  return router
}
