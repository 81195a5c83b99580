import { Router, type RequestHandler } from 'express'
import multer from 'multer'
import { HttpError } from '../../http/httpError'
import { asCaller } from '../../lib/asCaller'
import { publicMediaUrl } from '../../../collections/mediaUrl'
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../collections/Media/hooks/normaliseUpload'
import { requireActiveUser } from '../../http/middleware/guards'
import type { ApiContext } from '../../http/context'

const receiveImage: RequestHandler = (req, res, next) => {
  multer({ storage: multer.memoryStorage(), limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } }).single('image')(
    req,
    res,
    (err: unknown) => {
      if (!err) return next()
      const code = (err as { code?: string }).code
      if (code === 'LIMIT_FILE_SIZE') return next(new HttpError(413, uploadMessages.tooLarge))
      next(new HttpError(400, 'Upload must be multipart/form-data with one file in the field "image"'))
    },
  )
}

/** `POST /api/upload`: the media collection sniffs, re-encodes and names the file (collections/Media). */
export function uploadsRouter({ payload }: ApiContext): Router {
  const router = Router()

  router.post('/', requireActiveUser, receiveImage, async (req, res) => {
    if (!req.file) throw new HttpError(400, uploadMessages.required)
    const media = await payload.create({
      collection: 'media',
      data: { alt: req.file.originalname.slice(0, 200) },
      file: { data: req.file.buffer, mimetype: req.file.mimetype, name: req.file.originalname, size: req.file.size },
      ...asCaller(req),
    })
    res.status(201).json({ url: publicMediaUrl(media) })
  })

  return router
}
