import { createHash } from 'node:crypto'

/** Express's own weak ETag of a body (the `etag` package it uses: length and SHA-1). */
export const weakEtag = (body: Buffer) =>
  `W/"${body.length.toString(16)}-${createHash('sha1').update(body).digest('base64').slice(0, 27)}"`
