import type { RequestHandler, Response } from 'express'

const READS = new Set(['GET', 'HEAD'])

/**
 * A write's JSON answer as one string, without an ETag. Express's `res.json` hashes every body
 * for an ETag and turns it into a Buffer to do so, and Node then sends headers and body in two
 * writes; an ETag on the answer to a POST, PATCH or DELETE means nothing to any cache (only a
 * read is revalidated). Under a rush of registrations the hash and the second write were a
 * tenth of the server's time (docs/benchmarks.md). Reads keep Express's own answer and ETag.
 */
export const writeAnswers: RequestHandler = (req, res, next) => {
  if (!READS.has(req.method)) res.json = jsonWithoutEtag
  next()
}

function jsonWithoutEtag(this: Response, body: unknown) {
  const text = JSON.stringify(body) as string | undefined
  if (!this.get('Content-Type')) this.set('Content-Type', 'application/json; charset=utf-8')
  if (text === undefined) {
    this.end()
    return this
  }
  this.set('Content-Length', String(Buffer.byteLength(text)))
  this.end(text)
  return this
}
