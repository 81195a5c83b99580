import express, { type RequestHandler } from 'express'
import { HttpError } from '../../lib/httpError'

const hasBody = (req: Parameters<RequestHandler>[0]) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined

const ONE_CLICK_UNSUBSCRIBE = /^\/subscriptions\/[^/]+\/unsubscribe$/

/**
 * JSON in: a request that carries a body must say application/json (uploads excepted),
 * else 415. Malformed JSON and oversized bodies are mapped by the error handler.
 */
export function jsonBody(): RequestHandler[] {
  const requireJson: RequestHandler = (req, _res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req)) return next()
    if (req.is('multipart/form-data') && req.path === '/upload') return next()
    // RFC 8058 one-click unsubscribe: mail providers POST `List-Unsubscribe=One-Click` as a form;
    // the route reads nothing from the body (cms/modules/subscriptions/router.ts).
    if (req.is('application/x-www-form-urlencoded') && ONE_CLICK_UNSUBSCRIBE.test(req.path)) return next()
    if (!req.is('application/json')) {
      return next(new HttpError(415, 'Request body must be application/json'))
    }
    next()
  }
  return [requireJson, express.json({ limit: '100kb', strict: true })]
}
