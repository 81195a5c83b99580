import { gzipSync } from 'node:zlib'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import { negotiateLocale } from '../i18n/negotiate'
import { hostHeadersMalformed } from './middleware/hostHeaders'
import { answerLogger, logAnswered, requestIdOf } from './answerLog'
import { jsonAnswerHeaders } from './answerHeaders'
import { weakEtag } from './weakEtag'
import type { HeaderMiddleware } from '../lib/permissionsPolicy'
import type { EarlyAnswer } from './earlyAnswers'
import type { Logger } from 'pino'
import type { DatabaseFileWatch } from '../db/storageHealth'
import type { ReadinessCheck } from '../db/readiness'

/** What the compression middleware of cms/app.ts leaves uncompressed. */
const COMPRESS_FROM_BYTES = 1024

interface ReadyAnswer {
  /** A string, so Node sends it with its headers in one write. */
  body: string
  bodyBytes: string
  gzip: Buffer | null
  etag: string
  /** Every header but X-Request-Id and the body's own, flat as `writeHead` takes them. */
  headers: string[]
}

function readyAnswer(json: string, cacheControl: string, securityHeaders: [string, string][]): ReadyAnswer {
  const body = Buffer.from(json)
  const etag = weakEtag(body)
  return {
    body: json,
    bodyBytes: String(body.length),
    gzip: body.length >= COMPRESS_FROM_BYTES ? gzipSync(body) : null,
    etag,
    headers: jsonAnswerHeaders(securityHeaders, cacheControl, etag),
  }
}

/** The headers a middleware sets on every answer, captured once by running it on a stand-in. */
export function headersSetBy(middleware: HeaderMiddleware): [string, string][] {
  const req = new IncomingMessage(new Socket())
  Object.assign(req, { method: 'GET', url: '/' })
  const res = new ServerResponse(req)
  // Node keeps names lower-cased; the answer sends them as the middleware wrote them.
  const spelled = new Map<string, string>()
  const setHeader = res.setHeader.bind(res)
  res.setHeader = (name: string, value: number | string | readonly string[]) => {
    spelled.set(name.toLowerCase(), name)
    return setHeader(name, value)
  }
  middleware(req, res, () => undefined)
  return res.getHeaderNames().map((name) => [spelled.get(name) ?? name, String(res.getHeader(name))])
}

/**
 * The three public reads every visitor's page makes (docs/benchmarks.md, "Reads before
 * Express"): the list of nights, one night, and its seat count. Each is the same for every
 * caller and is answered from the public list's ready copy (cms/modules/events/publicEvents.ts),
 * so answering it needs none of Express's routing, body parsing, session or per-request
 * middleware. The answer is the one Express would send, byte for byte and header for header
 * (tests/server/fastReads.test.ts compares them): the security headers of `/api` (apiSecurityHeaders in cms/app.ts),
 * Cache-Control, the ETag and a 304 for a matching If-None-Match, gzip where compression would
 * apply, X-Request-Id and one log line. Anything else (another method or path, a query string,
 * a night not in the copy, a stale copy, draining, a malformed Host, a lost database file) goes
 * to Express unchanged, and the copy is the one Express answers from, so both agree.
 */
/**
 * The public list's ready copy, as this layer needs it: cms/modules/events/publicEvents.ts keeps
 * it, and the server hands it in (the HTTP layer below the composition root imports no module).
 */
export interface ReadyPublicEvents {
  /** The ready copy if it is loaded and fresh; undefined sends the request the usual way. */
  ready(): { json: string; byId: Map<string, { event: { registeredCount: number }; json: string }> } | undefined
}

type PublicEventsCopy = NonNullable<ReturnType<ReadyPublicEvents['ready']>>

export function createFastReads(options: {
  publicEvents: ReadyPublicEvents
  readiness: ReadinessCheck
  databaseFile: DatabaseFileWatch
  logger: Logger
  securityHeaders: [string, string][]
}): EarlyAnswer {
  const { publicEvents, readiness, databaseFile, securityHeaders } = options
  const logger = answerLogger(options.logger)
  let preparedFor: PublicEventsCopy | undefined
  let prepared = new Map<string, ReadyAnswer>()
  // These answers never read the file: its identity is looked at now and then, not every time.
  const databaseFileLost = () => databaseFile.recentCheck() !== null

  /** The answer for a path from the current copy, prepared once per copy. */
  function answerFor(copy: PublicEventsCopy, path: string): ReadyAnswer | undefined {
    if (copy !== preparedFor) {
      preparedFor = copy
      prepared = new Map()
    }
    const known = prepared.get(path)
    if (known) return known
    const parts = path.split('/') // ['', 'api', 'events', id?, 'attendee-count'?]
    let answer: ReadyAnswer | undefined
    if (parts.length === 3) answer = readyAnswer(copy.json, 'private, no-store', securityHeaders)
    else {
      const listed = copy.byId.get(parts[3])
      if (!listed) return undefined
      answer =
        parts.length === 4
          ? readyAnswer(listed.json, 'private, no-store', securityHeaders)
          : readyAnswer(JSON.stringify({ count: listed.event.registeredCount }), 'no-cache', securityHeaders)
    }
    prepared.set(path, answer)
    return answer
  }

  return (req, res, answered) => {
    if (req.method !== 'GET' || !req.url) return false
    // A bearer request is judged by its token first (401, 403 outside its scopes): Express's way.
    if (req.headers.authorization !== undefined) return false
    if (!PUBLIC_READ.test(req.url)) return false
    if (readiness.draining || hostHeadersMalformed(req.headers) || databaseFileLost()) return false
    const copy = publicEvents.ready()
    const answer = copy && answerFor(copy, req.url)
    if (!answer) return false

    const started = performance.now()
    const id = requestIdOf(req)
    // As Express's /api answers (cms/http/middleware/locale.ts); a public read has no ?lang= (PUBLIC_READ).
    const language = ['Content-Language', negotiateLocale(req).locale]
    if (req.headers['if-none-match'] === answer.etag) {
      res.writeHead(304, ['X-Request-Id', id, ...language, ...answer.headers]).end()
    } else {
      if (answer.gzip !== null && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
        const framing = ['Content-Encoding', 'gzip', 'Content-Length', String(answer.gzip.length)]
        res.writeHead(200, ['X-Request-Id', id, ...language, ...answer.headers, ...framing]).end(answer.gzip)
      } else
        res
          .writeHead(200, ['X-Request-Id', id, ...language, ...answer.headers, 'Content-Length', answer.bodyBytes])
          .end(answer.body)
    }
    logAnswered(logger, { id, method: req.method, url: req.url }, res.statusCode, started)
    answered()
    return true
  }
}

/** `/api/events`, `/api/events/{id}` and `/api/events/{id}/attendee-count`, without a query. */
const PUBLIC_READ = /^\/api\/events(?:\/[A-Za-z0-9_-]+(?:\/attendee-count)?)?$/
