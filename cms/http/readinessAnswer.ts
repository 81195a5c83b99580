import type { Logger } from 'pino'
import type { Readiness } from '../db/readiness'

/**
 * What `GET /api/ready` tells its caller, who is anonymous: ready or not, never why. The reason
 * names the database file's path or the PostgreSQL address and driver error (issue 52, finding
 * 5), so it goes to the log, once each time it changes rather than at every poll of a load
 * balancer.
 */
export function readinessAnswers(logger: Pick<Logger, 'warn' | 'info'>) {
  let lastReason: string | null = null
  return (result: Readiness): { status: number; body: { status: 'ready' | 'unavailable' } } => {
    if (result.ready) {
      if (lastReason !== null) logger.info('ready again')
      lastReason = null
      return { status: 200, body: { status: 'ready' } }
    }
    if (result.reason !== lastReason) logger.warn({ reason: result.reason }, 'not ready')
    lastReason = result.reason
    return { status: 503, body: { status: 'unavailable' } }
  }
}
