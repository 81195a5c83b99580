import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { Logger } from 'pino'

/** A request's id: the caller's `X-Request-Id` (cut to 100 characters), or a new one. */
export const requestIdOf = (req: IncomingMessage) =>
  (req.headers['x-request-id'] as string | undefined)?.slice(0, 100) || randomUUID()

/** The level of a request's line: errors for 5xx, warnings for 4xx, the rest info. */
export const answerLevel = (status: number, failed = false) =>
  failed || status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info'

/**
 * The logger of the lines written for answers made before Express (cms/http/fastReads.ts,
 * cms/http/fastRefusals.ts). Such a line names no capability or header (it is written from the
 * method, the path and the status), so it skips the redaction pass the logger's other lines need
 * (cms/lib/logger.ts).
 */
export const answerLogger = (logger: Logger) => logger.child({}, { redact: [] })

/** The one line of an answer, as pino-http writes Express's (cms/app.ts): the request, the status, the time. */
export function logAnswered(
  logger: Logger,
  req: { id: string; method: string; url: string | undefined },
  statusCode: number,
  started: number,
) {
  logger[answerLevel(statusCode)](
    { req, res: { statusCode }, responseTime: Math.round(performance.now() - started) },
    'request completed',
  )
}
