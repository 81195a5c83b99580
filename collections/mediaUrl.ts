import type { Media } from '../payload-types'

/**
 * The public address of a stored image: Payload's URL when uploads live on S3 (the bucket's
 * public address), else the server's own /media mount of MEDIA_DIR.
 */
export const publicMediaUrl = (media: Pick<Media, 'url' | 'filename'>) =>
  process.env.S3_BUCKET && typeof media.url === 'string' ? media.url : `/media/${String(media.filename)}`
