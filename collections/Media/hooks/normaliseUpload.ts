import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { APIError, type CollectionBeforeOperationHook } from 'payload'
import { MAX_UPLOAD_BYTES, uploadMessages } from '../../../contract/uploads'

/**
 * The one upload rule, for every route that stores an image (`/api/upload`, the CMS, seeds);
 * it lives in contract/uploads.ts so the dashboard checks the same limit before sending.
 */
export { MAX_UPLOAD_BYTES, uploadMessages }

/** Decoded size cap: a small file can still claim a huge canvas (a decompression bomb). */
export const MAX_PIXELS = 40_000_000
/** What sharp reports for the formats we accept; AVIF is reported as heif. SVG is refused. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif'])

/** Judges the file by its content, never by its declared type or name. */
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

/**
 * Every stored image is re-encoded to WebP under a name the server chooses: whatever was
 * appended to or hidden in the original (HTML, scripts, metadata) is gone, and no caller can
 * pick a name such as `index.html`. Uploads by remote address (Payload's `url` field) are
 * refused, so the server never fetches a caller's URL.
 */
export const normaliseUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return args
  const data = (args as { data?: Record<string, unknown> }).data
  if (data) {
    for (const key of ['url', 'filename', 'mimeType', 'filesize', 'width', 'height', 'sizes', 'thumbnailURL']) delete data[key]
  }
  const file = req.file
  if (!file) {
    if (operation === 'create') throw new APIError(uploadMessages.required, 400, undefined, true)
    return args
  }
  if (file.size > MAX_UPLOAD_BYTES || file.data.length > MAX_UPLOAD_BYTES)
    throw new APIError(uploadMessages.tooLarge, 413, undefined, true)
  const meta = await sniff(file.data)
  if (!meta) throw new APIError(uploadMessages.notAnImage, 415, undefined, true)
  let encoded: Buffer
  try {
    encoded = await sharp(file.data, { limitInputPixels: MAX_PIXELS, animated: meta.format === 'gif' })
      .rotate()
      .resize({ width: 2400, height: 2400, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer()
  } catch {
    throw new APIError(uploadMessages.unreadable, 415, undefined, true)
  }
  req.file = { data: encoded, mimetype: 'image/webp', name: `${randomUUID()}.webp`, size: encoded.length }
  return args
}
