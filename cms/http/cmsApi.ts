import { Router, type Request, type RequestHandler, type Response } from 'express'
import { handleEndpoints, type Payload } from 'payload'
import { userIsMasterAdmin } from '../../access/isMasterAdmin'
import { MAX_UPLOAD_BYTES } from '../../collections/Media/hooks/normaliseUpload'
import { forgotPasswordSchema, resetPasswordSchema } from '../../contract/auth'
import { messages } from '../../contract/messages'
import { HttpError } from '../lib/httpError'
import { originCheck } from './middleware/session'
import { editorsLocale, translatePayloadAnswer } from './cmsApiLanguage'
import type { RateLimits } from './middleware/rateLimits'
import type { Env } from '../../config/env'
import type { Locale } from '../i18n/locales'

/**
 * Payload's own REST API at /cms/api, served here rather than by the admin's Next app, so one
 * gate stands in front of all of it (docs/security.md): it answers a signed-in MASTER_ADMIN,
 * plus the few auth calls the admin's sign-in screen needs. Everyone else is refused before
 * Payload runs, whatever the collections would allow. Payload runs exactly the path the gate
 * checked: its URL is built from SERVER_URL and the request's own path, never from a header.
 */
/**
 * The account work the sign-in screen's calls need, handed in by the composition root
 * (cms/app.ts) from cms/modules/account, so this gate imports no module.
 */
export interface CmsAccountCalls {
  /** Spends for an unknown address the hash time Payload spends on a known one. */
  equalTiming(email: unknown): Promise<void>
  /** Mints and emails a reset link, in `locale`, when the address has an account; never throws. */
  sendResetLink(email: string, locale: Locale): Promise<void>
  reset(token: string, password: string): Promise<void>
}

export interface CmsApiOptions {
  payload: Payload
  env: Env
  rateLimits: RateLimits
  accounts: CmsAccountCalls
  /** The Payload instance cache key the server was started with (tests run several). */
  payloadKey?: string
}

/** Room for one upload plus the multipart framing around it. */
const MAX_BODY_BYTES = MAX_UPLOAD_BYTES + 1024 * 1024
const METHOD_OVERRIDES = ['x-http-method-override', 'x-payload-http-method-override']

const payloadError = (res: Response, status: number, message: string) => res.status(status).json({ errors: [{ message }] })

/** How much of an oversized body is read and thrown away so its sender hears the 413. */
const DISCARD_MAX_BYTES = 64 * 1024 * 1024

/** The raw body, kept for Payload, and parsed when it is JSON (the auth calls read `email`). */
const bufferBody: RequestHandler = async (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD') return next()
  const chunks: Buffer[] = []
  let size = 0
  try {
    // An oversized body is read to its end and dropped before the 413: leaving the loop early
    // destroys the request and its connection while the client is still sending, so the answer
    // was lost and the client's connection (and, in the test suite, the next request on it)
    // hung. Only a body far past any upload is cut off with its connection.
    for await (const chunk of req as AsyncIterable<Buffer>) {
      size += chunk.length
      if (size > MAX_BODY_BYTES + DISCARD_MAX_BYTES) return
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    }
  } catch {
    return payloadError(res, 400, 'The request body could not be read')
  }
  if (size > MAX_BODY_BYTES) return payloadError(res, 413, 'Request body is too large')
  const raw = Buffer.concat(chunks)
  res.locals.rawBody = raw
  if (req.is('application/json')) {
    try {
      const parsed: unknown = raw.length ? JSON.parse(raw.toString('utf8')) : {}
      req.body = parsed
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

/** Refusals in Payload's error shape, which the admin screen reads. */
const asPayloadError =
  (handler: RequestHandler): RequestHandler =>
  async (req, res, next) => {
    try {
      await handler(req, res, next)
    } catch (err) {
      if (err instanceof HttpError) payloadError(res, err.status, err.message)
      else next(err)
    }
  }

/**
 * Payload writes its session cookie's flags as `Secure=true; HttpOnly=true` (payload's
 * auth/cookies.js), outside RFC 6265's grammar, where they are bare names: a strict client
 * may ignore them. They are sent as `Secure` and `HttpOnly`.
 */
const standardCookie = (cookie: string) =>
  cookie.replace(/;\s*(Secure|HttpOnly)=(true|false)(?=;|$)/gi, (_flag, name: string, on: string) =>
    on.toLowerCase() === 'true' ? `; ${name}` : '',
  )

export function cmsApiRouter({ payload, env, rateLimits, accounts, payloadKey }: CmsApiOptions): Router {
  const router = Router({ caseSensitive: true, strict: true })
  const origin = new URL(env.SERVER_URL).origin

  /** Hands the request to Payload's REST handlers and copies the answer back. */
  const forward =
    (dropOverrides: boolean): RequestHandler =>
    async (req, res) => {
      const body = res.locals.rawBody as Buffer | undefined
      // Our origin and the path Express routed: a Host header cannot move Payload elsewhere.
      const url = new URL(`${origin}${req.originalUrl}`)
      if (url.origin !== origin || url.pathname !== req.originalUrl.split('?')[0]) return payloadError(res, 400, 'Bad request')
      const headers = webHeaders(req, dropOverrides)
      // Payload's own words in the language the admin's pages speak (cms/http/cmsAdmin.ts does the same).
      if (req.locale) headers.set('accept-language', req.locale)
      const request = new Request(url, {
        method: req.method,
        headers,
        body: body && body.length ? new Uint8Array(body) : undefined,
      })
      const response = await handleEndpoints({ config: payload.config, request, payloadInstanceCacheKey: payloadKey })
      res.status(response.status)
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length' && name !== 'content-encoding') res.setHeader(name, value)
      })
      const cookies = response.headers.getSetCookie().map(standardCookie)
      if (cookies.length) res.setHeader('Set-Cookie', cookies)
      const answer = Buffer.from(await response.arrayBuffer())
      const refusal = response.status >= 400 && response.headers.get('content-type')?.includes('application/json')
      res.end(refusal ? inEditorsLanguage(req, answer) : answer)
    }

  /** A refusal's JSON with our messages in the editor's language; an answer that is not JSON as it came. */
  const inEditorsLanguage = (req: Request, answer: Buffer): Buffer | string => {
    const locale = editorsLocale(req, payload.config.cookiePrefix)
    if (locale === 'en') return answer
    try {
      return JSON.stringify(translatePayloadAnswer(locale, JSON.parse(answer.toString('utf8'))))
    } catch {
      return answer
    }
  }

  const requireMasterAdmin: RequestHandler = async (req, res, next) => {
    const { user } = await payload.auth({ headers: webHeaders(req, true) }).catch(() => ({ user: null }))
    if (!user) return payloadError(res, 401, messages.notSignedIn)
    if (!userIsMasterAdmin(user)) return payloadError(res, 403, messages.forbidden)
    next()
  }

  const equalTiming: RequestHandler = async (req, _res, next) => {
    await accounts.equalTiming((req.body as { email?: unknown } | undefined)?.email)
    next()
  }

  // The gate's own refusals in the editor's language, as Payload's answers below (./cmsApiLanguage.ts).
  router.use((req, res, next) => {
    const locale = editorsLocale(req, payload.config.cookiePrefix)
    const json = res.json.bind(res)
    if (locale !== 'en') res.json = (body: unknown) => json(translatePayloadAnswer(locale, body))
    next()
  })
  // The same cross-site refusal as /api (a login CSRF signs a victim into someone else's account).
  router.use(originCheck(env))
  // The sign-in screen's calls: open to everyone, limited like /api/login, never overridden
  // into another method. Reset links are ours (hashed, answered first), as on /api/auth.
  router.post('/users/login', rateLimits.login, bufferBody, rateLimits.signInFailures, equalTiming, forward(true))
  router.post(
    '/users/forgot-password',
    bufferBody,
    ...rateLimits.forgotPassword,
    asPayloadError((req, res) => {
      const parsed = forgotPasswordSchema.safeParse(req.body)
      if (!parsed.success) throw new HttpError(400, messages.invalidEmail)
      res.json({ message: messages.resetLinkSent })
      void accounts.sendResetLink(parsed.data.email, editorsLocale(req, payload.config.cookiePrefix))
    }),
  )
  router.post(
    '/users/reset-password',
    rateLimits.login,
    bufferBody,
    asPayloadError(async (req, res) => {
      const parsed = resetPasswordSchema.safeParse(req.body)
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? messages.resetLinkInvalid)
      await accounts.reset(parsed.data.token, parsed.data.password)
      res.json({ message: messages.passwordReset })
    }),
  )
  router.post(['/users/logout', '/users/refresh-token'], bufferBody, forward(true))
  router.get('/users/me', forward(true))
  // Everything else: the master admin only.
  router.use(requireMasterAdmin, bufferBody, forward(false))
  return router
}
