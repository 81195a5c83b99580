import { readinessAnswers } from './readinessAnswer'
import type http from 'node:http'
import type { Logger } from 'pino'
import type { ReadinessCheck } from '../db/readiness'

/**
 * A worker serves no public HTTP: its port answers only the orchestrator's two questions, in
 * the shapes the web processes use (docs/api.md, "Health"): `GET /api/health` (the process runs)
 * and `GET /api/ready` (it can write to the database and is not stopping). Anything else is 404.
 */
export function workerHealthHandler(readiness: ReadinessCheck, logger: Logger) {
  const readinessAnswer = readinessAnswers(logger)
  const answer = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end(JSON.stringify(body))
  }
  return (req: http.IncomingMessage, res: http.ServerResponse) => {
    const path = (req.url ?? '').split('?')[0]
    if (req.method !== 'GET' && req.method !== 'HEAD') return answer(res, 404, { message: 'Not found' })
    if (path === '/api/health') return answer(res, 200, { status: 'ok' })
    if (path !== '/api/ready') return answer(res, 404, { message: 'Not found' })
    readiness.check().then(
      (result) => {
        const ready = readinessAnswer(result)
        answer(res, ready.status, ready.body)
      },
      (err: unknown) => {
        const ready = readinessAnswer({ ready: false, reason: err instanceof Error ? err.message : String(err) })
        answer(res, ready.status, ready.body)
      },
    )
  }
}
