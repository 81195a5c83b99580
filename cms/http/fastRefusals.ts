import { attendeeSchema } from '../../contract/attendees'
import { negotiateLocale } from '../i18n/negotiate'
import { translateAnswer } from './middleware/translatedAnswers'
import { hostHeadersMalformed } from './middleware/hostHeaders'
import { crossOriginRefusal } from './middleware/session'
import { readJsonBodyEarly } from './middleware/jsonBody'
import { judge } from './middleware/botGuard'
import { errorAnswer } from './middleware/errors'
import { readCookie } from './sessionCookie'
import { answerLogger, logAnswered, requestIdOf } from './answerLog'
import { jsonAnswerHeaders } from './answerHeaders'
import type { Express, Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'
import type { DatabaseFileWatch } from '../db/storageHealth'
import type { ReadinessCheck } from '../db/readiness'
import type { HttpError } from '../lib/httpError'
import type { EarlyAnswer } from './earlyAnswers'

/** What the refusals need of the sold-out memo (cms/modules/registrations/registration.ts, memoRefusals). */
export interface MemoRefusals {
  /** The night's id if it is full and has not started (a visitor's registration is refused without a unit), else undefined. */
  fullNight(eventId: string): string | number | undefined
  /** The refusal for that night: someone already registered is told by email; everyone hears "full". */
  refuse(nightId: string | number, email: string): HttpError
}

/** A visitor's registration, without a query (anything else goes to Express). */
const REGISTRATION = /^\/api\/events\/([A-Za-z0-9_-]+)\/attendees$/

/**
 * The rush on a night already full, refused before Express (docs/benchmarks.md, "Refusals before
 * Express"). When a night sells out, the many registrations still arriving can only hear "This
 * event is full"; through Express each cost about half a millisecond of routing, header
 * middleware and logging, twice what selling a seat costs, and in a rush of a thousand they were
 * most of the server's time. Here the same refusal is made with the same parts: the origin check,
 * the API's own JSON parser, the bot guard's verdict, the contract's schema, the event
 * registration rate limit (the same limiter and counters) and the memo's refusal, which tells
 * someone already registered by email. The answer carries what Express's would, header for
 * header (tests/server/fastRefusals.test.ts): the API's security headers, Cache-Control,
 * X-Request-Id, the rate limit's headers, and one log line.
 *
 * Only the plain refusal is answered here. Anything else goes to Express unchanged and is judged
 * there: a signed-in caller (a host may add past capacity), a night not full in the memo, a
 * query string, draining, a malformed Host or another origin, a lost database file, a body that
 * is not JSON or does not parse (its error is raised again by Express's parser), a bot guard
 * verdict other than "person", or input the schema refuses. A body already read is passed on
 * with the request, and the rate limit runs only once Express will not see the request, so no
 * request is counted twice.
 */
export function createFastRefusals(options: {
  app: Express
  env: Env
  readiness: ReadinessCheck
  databaseFile: DatabaseFileWatch
  logger: Logger
  securityHeaders: [string, string][]
  sessionCookie: string
  rateLimit: RequestHandler
  memo: MemoRefusals
}): EarlyAnswer {
  const { app, env, readiness, databaseFile, securityHeaders, sessionCookie, rateLimit, memo } = options
  const logger = answerLogger(options.logger)
  // Every answer's headers but its length and request id, as Express's middleware sets them.
  const fixedHeaders = jsonAnswerHeaders(securityHeaders, 'private, no-store')

  function answer(req: Request, res: Response, error: unknown, id: string, started: number, answered: () => void) {
    const { locale } = negotiateLocale(req)
    const { httpError, body } = errorAnswer(error, id)
    const text = JSON.stringify(translateAnswer(locale, body))
    const length = String(Buffer.byteLength(text))
    res.writeHead(httpError.status, ['X-Request-Id', id, 'Content-Language', locale, ...fixedHeaders, 'Content-Length', length])
    res.end(text)
    logAnswered(logger, { id, method: 'POST', url: req.url }, res.statusCode, started)
    answered()
  }

  /** The rate limit's verdict: undefined to go on, or its refusal (it has set its headers on `res`). */
  const limited = (req: Request, res: Response) =>
    new Promise<unknown>((resolve) => void rateLimit(req, res, (err?: unknown) => resolve(err)))

  async function refuse(req: Request, res: Response, eventId: string, answered: () => void) {
    const started = performance.now()
    const handOver = (): void => {
      app(req, res)
    }
    if (!(await readJsonBodyEarly(req, res))) return handOver()
    const body: unknown = req.body
    if (!body || typeof body !== 'object' || Array.isArray(body)) return handOver()
    if (judge(body as Record<string, unknown>) !== 'person') return handOver()
    // As the bot guard passes it on: without its two fields (the body itself stays as sent).
    const { website: _website, formFillMs: _formFillMs, ...input } = body as Record<string, unknown>
    const parsed = attendeeSchema.safeParse(input)
    // Asked again: the memo may have forgotten the night while the body was read.
    const night = parsed.success ? memo.fullNight(eventId) : undefined
    if (!parsed.success || night === undefined) return handOver()
    const id = requestIdOf(req)
    const refusal = await limited(req, res)
    answer(req, res, refusal ?? memo.refuse(night, parsed.data.email), id, started, answered)
  }

  return (req, res, answered) => {
    if (req.method !== 'POST' || !req.url) return false
    const eventId = REGISTRATION.exec(req.url)?.[1]
    if (!eventId || memo.fullNight(eventId) === undefined) return false
    if (readiness.draining || hostHeadersMalformed(req.headers) || databaseFile.recentCheck() !== null) return false
    if (readCookie(req.headers.cookie, sessionCookie) !== undefined) return false
    // A bearer request is judged by its token first (cms/http/middleware/tokenScopes.ts): Express's way.
    if (req.headers.authorization !== undefined) return false
    // Express's own request and response from here on (as its router makes them), so the origin
    // check, the parser and the limiter read them as they do behind Express.
    const request = Object.setPrototypeOf(req, app.request) as Request
    const response = Object.setPrototypeOf(res, app.response) as Response
    request.res = response
    response.req = request
    if (crossOriginRefusal(env, request) || !request.is('application/json')) {
      app(req, res)
      return true
    }
    refuse(request, response, eventId, answered).catch((err: unknown) => {
      options.logger.error({ err }, 'refusal before Express failed')
      if (!res.headersSent) answer(request, response, err, requestIdOf(request), performance.now(), answered)
    })
    return true
  }
}
