/**
 * The headers Express's middleware puts on a JSON answer of `/api`, flat as `writeHead` takes
 * them, for the answers made before Express (fastReads.ts, fastRefusals.ts): the API's security
 * headers, Cache-Control, the JSON type, the ETag when the answer has one (answers to writes have
 * none, middleware/writeAnswers.ts) and Vary. X-Request-Id and the body's own headers are added
 * per answer.
 */
export const jsonAnswerHeaders = (securityHeaders: [string, string][], cacheControl: string, etag?: string) => [
  ...securityHeaders.flat(),
  'Cache-Control',
  cacheControl,
  'Content-Type',
  'application/json; charset=utf-8',
  ...(etag === undefined ? [] : ['ETag', etag]),
  'Vary',
  'Accept-Encoding',
]
