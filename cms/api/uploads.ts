import { Router, type RequestHandler } from 'express'
import multer from 'multer'
import sharp from 'sharp'
import { randomUUID } from 'node:crypto'
import { HttpError } from '../lib/httpError'
import { asCaller } from '../lib/asCaller'
import { publicMediaUrl } from '../../collections/mediaUrl'
import { requireActiveUser } from '../middleware/guards'
import type { ApiContext } from './context'

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
/** Decoded size cap: a small file can still claim a huge canvas (a decompression bomb). */
const MAX_PIXELS = 40_000_000
/** What sharp reports for the formats we accept; AVIF is reported as heif. SVG is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

const receiveImage: RequestHandler = (req, res, next) => {
  multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single('image')(
    req,
    res,
    (err: unknown) => {
      if (!err) return next()
      const code = (err as { code?: string }).code
      if (code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, 'Image must be 10 MB or smaller'))
      next(new HttpError(400, 'Upload must be multipart/form-data with one file in the field "image"'))
    },
  )
}

/** Judges the file by its content, not by the declared type or name. */
async function sniff(buffer: Buffer) {
  try {
    const meta = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata()
    if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) return null
    if (meta.format === 'heif' && meta.compression !== 'av1') return null
    return meta
  } catch {
    return null
  }
}

export function uploadsRouter({ payload }: ApiContext): Router {
  const router = Router()

  router.post('/', requireActiveUser, receiveImage, async (req, res) => {
    if (!req.file) throw new HttpError(400, 'Choose an image to upload')
    const meta = await sniff(req.file.buffer)
    if (!meta) throw new HttpError(415, 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded')
    let data: Buffer
    try {
      // Re-encoding drops anything hidden in the original (metadata, trailing payloads).
      data = await sharp(req.file.buffer, { limitInputPixels: MAX_PIXELS, animated: meta.format === 'gif' })
        .rotate()
        .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer()
    } catch {
      throw new HttpError(415, 'This image could not be read')
    }
    const media = await payload.create({
      collection: 'media',
      data: { alt: req.file.originalname.slice(0, 200) },
      file: { data, mimetype: 'image/webp', name: `${randomUUID()}.webp`, size: data.length },
      ...asCaller(req),
    })
    res.status(201).json({ url: publicMediaUrl(media) })
  })

  return router
}
