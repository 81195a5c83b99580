import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { weakEtag } from './weakEtag'
import type { Request, Response } from 'express'

const gzipped = promisify(gzip)

/**
 * An answer made once and sent as it is to every phone that asks for it: its JSON, the same
 * gzipped (a phone's browser asks for gzip) and its ETag. For the door's list and snapshot of a
 * big night, making the text, its SHA-1 and its gzip for each of ten phones was most of the
 * answer's time (cms/modules/door/snapshot.ts, docs/benchmarks.md).
 */
export interface PreparedJson {
  json: Buffer
  gzip: Buffer
  etag: string
}

export async function prepareJson(body: unknown): Promise<PreparedJson> {
  const json = Buffer.from(JSON.stringify(body))
  return { json, gzip: await gzipped(json), etag: weakEtag(json) }
}

/** Sends a prepared answer; the compression middleware leaves an encoded body alone. */
export function sendPrepared(req: Request, res: Response, answer: PreparedJson) {
  res.set({ ETag: answer.etag, Vary: 'Accept-Encoding' }).type('json')
  if (req.acceptsEncodings('gzip') === 'gzip') res.set('Content-Encoding', 'gzip').send(answer.gzip)
  else res.send(answer.json)
}
