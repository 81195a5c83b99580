import { Router, type Request, type RequestHandler, type Response } from 'express'
import { handleEndpoints, type Payload } from 'payload'
import { userIsMasterAdmin } from '../../access/isMasterAdmin'
import { MAX_UPLOAD_BYTES } from '../../collections/Media/hooks/normaliseUpload'
import { messages } from '../../contract/messages'
import { spendHashForUnknownEmail } from '../modules/account/loginTiming'
import type { RateLimits } from './middleware/rateLimits'

/**
 * Payload's own REST API at /cms/api, served here rather than by the admin's Next app, so one
 * gate stands in front of all of it (docs/security.md): it answers a signed-in MASTER_ADMIN,
 * plus the few auth calls the admin's sign-in screen needs. Everyone else is refused before
 * Payload runs, whatever the collections would allow.
 */
export interface CmsApiOptions {
  payload: Payload
  rateLimits: RateLimits
  /** The Payload instance cache key the server was started with (tests run several). */
  payloadKey?: string
}

/** Room for one upload plus the multipart framing around it. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024
const METHOD_OVERRIDES = ['x-http-method-override', 'x-payload-http-method-override']

const payloadError = (res: Response, status: number, message: string) => res.status(status).json({ errors: [{ message }] })

/** The raw body, kept for Payload, and parsed when it is JSON (the auth calls read `email`). */
const bufferBody: RequestHandler = async (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const chunks: Buffer[] = []
  let size = 0
  try {
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_BODY_BYTES) return payloadError(res, 413, 'Request body is too large')
      chunks.push(chunk)
    }
  } catch {
    return payloadError(res, 400, 'The request body could not be read')
  }
  const raw = Buffer.concat(chunks)
  res.locals.rawBody = raw
  if (req.is('application/json')) {
    try {
      req.body = raw.length ? JSON.parse(raw.toString('utf8')) : {}
    } catch {
      return payloadError(res, 400, 'Malformed JSON body')
    }
  }
  next()
}

function webHeaders(req: Request, dropOverrides: boolean): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || (dropOverrides && METHOD_OVERRIDES.includes(name))) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  return headers
}

export function cmsApiRouter({ payload, rateLimits, payloadKey }: CmsApiOptions): Router {
  const router = Router({ caseSensitive: true, strict: true })

  /** Hands the request to Payload's REST handlers and copies the answer back. */
  const forward =
    (dropOverrides: boolean): RequestHandler =>
    async (req, res) => {
      const body = res.locals.rawBody as Buffer | undefined
      const request = new Request(`${req.protocol}://${req.get('host') ?? 'localhost'}${req.originalUrl}`, {
        method: req.method,
        headers: webHeaders(req, dropOverrides),
        body: body && body.length ? new Uint8Array(body) : undefined,
      })
      const response = await handleEndpoints({ config: payload.config, request, payloadInstanceCacheKey: payloadKey })
      res.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value)
      })
      const cookies = response.headers.getSetCookie()
      if (cookies.length) res.setHeader('Set-Cookie', cookies)
      res.end(Buffer.from(await response.arrayBuffer()))
    }

  const requireMasterAdmin: RequestHandler = async (req, res, next) => {
    const { user } = await payload.auth({ headers: webHeaders(req, true) }).catch(() => ({ user: null }))
    if (!user) return payloadError(res, 401, messages.notSignedIn)
    if (!userIsMasterAdmin(user)) return payloadError(res, 403, messages.forbidden)
    next()
  }

  const equalTiming: RequestHandler = async (req, _res, next) => {
    await spendHashForUnknownEmail(payload, (req.body as { email?: unknown } | undefined)?.email)
    next()
  }

  // The sign-in screen's calls: open to everyone, limited like /api/login, never overridden
  // into another method.
  router.post('/users/login', rateLimits.login, bufferBody, equalTiming, forward(true))
  router.post('/users/forgot-password', bufferBody, ...rateLimits.forgotPassword, forward(true))
  router.post('/users/reset-password', rateLimits.login, bufferBody, forward(true))
  router.post(['/users/logout', '/users/refresh-token'], bufferBody, forward(true))
  router.get('/users/me', forward(true))
  // Everything else: the master admin only.
  router.use(requireMasterAdmin, bufferBody, forward(false))
  return router
}
