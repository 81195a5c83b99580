import { Router, type RequestHandler } from 'express'
import multer from 'multer'
import { HttpError } from '../../lib/httpError'
import { publicMediaUrl } from '../../../collections/mediaUrl'
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../collections/Media/hooks/normaliseUpload'
import { requireActiveUser } from '../../http/middleware/guards'
import { storeImage } from './service'
import type { ApiContext } from '../context'

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
    const media = await storeImage(payload, req, req.file)
    res.status(201).json({ url: publicMediaUrl(media) })
  })

  return router
}
