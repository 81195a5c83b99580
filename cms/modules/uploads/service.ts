import { asCaller, type Caller } from '../../lib/asCaller'
import type { Payload } from 'payload'

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
