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
  // A body read before Express (cms/http/fastRefusals.ts) is parsed already; its error is raised here.
  const parsed: RequestHandler = (req, res, next) => {
    const early = failedEarly.get(req)
    if (early) return next(early)
    parseJson(req, res, next)
  }
  return [requireJson, parsed]
}

/**
 * A NUL inside a text is no character anyone writes, and SQLite's driver ends a stored text at
 * it: "Lyon\u0000 tail" came back "Lyon", and a required field of NUL alone passed as filled
 * and was stored empty. It is taken out of every string of a body, the rest kept (decision 540).
 */
const withoutNul = (_key: string, value: unknown) =>
  typeof value === 'string' && value.includes('\u0000') ? value.replaceAll('\u0000', '') : value

/** The API's one JSON parser: its limit, strictness, charsets and encodings, whoever reads the body. */
const parseJson = express.json({ limit: '100kb', strict: true, reviver: withoutNul })
const failedEarly = new WeakMap<object, unknown>()

/**
 * Reads and parses a JSON request's body before Express, with the API's own parser: `req.body`
 * is then set and Express's parser passes it on untouched; a body that fails (malformed, too
 * large, an unknown charset) fails again, the same way, when Express handles the request.
 * `req` and `res` must already be Express's (their prototypes set). True when the body parsed.
 */
export function readJsonBodyEarly(req: Parameters<RequestHandler>[0], res: Parameters<RequestHandler>[1]) {
  return new Promise<boolean>((resolve) =>
    parseJson(req, res, (err?: unknown) => {
      if (err) failedEarly.set(req, err)
      resolve(!err)
    }),
  )
}
