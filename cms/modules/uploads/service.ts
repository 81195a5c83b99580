import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { relationId } from '../../../contract/relations'
import { publicMediaUrl } from '../../../collections/mediaUrl'
import { asCaller, type Caller } from '../../lib/asCaller'
import { StorageUnavailable } from '../../db/storageHealth'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Env } from '../../../config/env'
import type { Event, Media } from '../../../payload-types'

/** A received file; the media collection sniffs, re-encodes and names it (collections/Media). */
export interface ReceivedFile {
  originalname: string
  buffer: Buffer
  mimetype: string
  size: number
}

export const storeImage = (payload: Payload, caller: Caller, file: ReceivedFile) =>
  payload.create({
    collection: 'media',
    data: { alt: file.originalname.slice(0, 200) },
    file: { data: file.buffer, mimetype: file.mimetype, name: file.originalname, size: file.size },
    ...asCaller(caller),
  })

/**
 * The stored image an event shows: its `banner` upload, or the media document its `imageUrl`
 * names (the dashboard stores the upload's address, `/media/<file>` or the bucket's URL); null
 * for an address elsewhere.
 */
export async function imageOfEvent(
  payload: Payload,
  caller: Caller,
  event: Pick<Event, 'banner' | 'imageUrl'>,
  req: PayloadRequest,
): Promise<Media | null> {
  const bannerId = relationId(event.banner ?? null)
  const filename = event.imageUrl ? decodeURIComponent(event.imageUrl.split(/[?#]/)[0].split('/').pop() ?? '') : ''
  const where: Where | null =
    bannerId !== null ? { id: { equals: bannerId } } : filename ? { filename: { equals: filename } } : null
  if (!where) return null
  const found = await payload.find({
    collection: 'media',
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    req,
    ...asCaller(caller),
  })
  const media = found.docs[0]
  // An address elsewhere that merely ends in the same name is not ours.
  return media && (bannerId !== null || publicMediaUrl(media) === event.imageUrl) ? media : null
}

async function imageBytes(env: Pick<Env, 'MEDIA_DIR' | 'S3_BUCKET'>, media: Media): Promise<Buffer> {
  if (!(env.S3_BUCKET && media.url))
    return readFile(path.join(path.resolve(env.MEDIA_DIR), path.basename(String(media.filename))))
  const response = await fetch(media.url)
  if (!response.ok) throw new Error(`GET ${media.url}: ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

/**
 * A new media document holding the same image (a duplicated event's own banner, so deleting
 * one event's image never breaks another's). The bytes come from where uploads live: the
 * bucket's public address on S3, else MEDIA_DIR.
 */
export async function copyImage(
  payload: Payload,
  caller: Caller,
  env: Pick<Env, 'MEDIA_DIR' | 'S3_BUCKET'>,
  media: Media,
  req: PayloadRequest,
): Promise<Media> {
  const filename = String(media.filename)
  const data = await imageBytes(env, media).catch((cause: unknown) => {
    // The document is there but its file is not: a storage fault (503), and the unit rolls back.
    throw Object.assign(new StorageUnavailable(`the file of media ${String(media.id)} could not be read`), { cause })
  })
  return payload.create({
    collection: 'media',
    data: { alt: media.alt ?? '' },
    file: { data, mimetype: media.mimeType ?? 'image/webp', name: filename, size: data.length },
    req,
    ...asCaller(caller),
  })
}
