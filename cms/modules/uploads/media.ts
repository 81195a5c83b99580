import path from 'node:path'
import express, { Router } from 'express'

/** The image types the media collection stores (collections/Media re-encodes to WebP). */
const IMAGE_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
}

/**
 * `/media`: uploaded images and nothing else. Any other name is a 404 (no HTML, no directory
 * index), the type comes from this list, and browsers may neither sniff another type nor
 * run anything in what they get.
 */
export function mediaFiles(mediaDir: string): Router {
  const router = Router()
  router.use((req, res, next) => {
    const type = IMAGE_TYPES[path.extname(req.path).toLowerCase()]
    if (!type || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.status(404).type('text/plain').send('Not found')
      return
    }
    res.locals.imageType = type
    next()
  })
  router.use(
    express.static(path.resolve(mediaDir), {
      index: false,
      redirect: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '30d',
      fallthrough: false,
      setHeaders: (res) => {
        res.setHeader('Content-Type', res.locals.imageType as string)
        res.setHeader('X-Content-Type-Options', 'nosniff')
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox")
      },
    }),
  )
  return router
}
