import compression from 'compression'
import helmet from 'helmet'
import express, { Router, type Express, type RequestHandler } from 'express'
import { pinoHttp } from 'pino-http'
import { authRouter } from './modules/account/router'
import { passwordResetRouter } from './modules/account/passwordResetRouter'
import { cmsAccountCalls } from './modules/account/cmsAccountCalls'
import { eventsRouter } from './modules/events/router'
import { eventHostsRouter, teamRouter } from './modules/events/teamRouter'
import { userSettingsRouter } from './modules/account/settingsRouter'
import { uploadsRouter } from './modules/uploads/router'
import { hostsRouter } from './modules/hosts/router'
import { contactRouter } from './modules/contact/router'
import { faqsRouter, sponsorsRouter } from './modules/content/router'
import { settingsRouter } from './modules/settings/router'
import { followersRouter, subscriptionsRouter } from './modules/subscriptions/router'
import { privacyRouter } from './modules/privacy/router'
import { spaRouter } from './spa/spa'
import { registrationsRouters } from './modules/registrations/router'
import { doorLinkRouter, doorRouters } from './modules/door/router'
import { messagesRouter } from './modules/messages/router'
import { networkingRouters } from './modules/networking/router'
import { reportsRouter } from './modules/reports/router'
import { feedbackRouters } from './modules/feedback/router'
import { geocodeRouter } from './modules/places/router'
import { calendarFeedRouter, eventCalendarHandler } from './modules/calendar/feedRouter'
import { fillSeatsNow } from './modules/registrations/waitlist'
import { walletRouter } from './modules/wallet/router'
import { linkPreviewRouter } from './spa/linkPreview'
import { embedRouter } from './spa/embed'
import { StorageUnavailable, type DatabaseFileWatch } from './db/storageHealth'
import { mediaFiles } from './modules/uploads/media'
import { requestLogSerializers } from './lib/logger'
import { NO_PERMISSIONS, PAGE_PERMISSIONS, withPermissionsPolicy } from './lib/permissionsPolicy'
import { cmsApiRouter } from './http/cmsApi'
import { refuseMalformedHostHeaders } from './http/middleware/hostHeaders'
import { apiNotFound, errorHandler } from './http/middleware/errors'
import { originCheck, resolveSession } from './http/middleware/session'
import { enforceTokenScopes } from './http/middleware/tokenScopes'
import { tokensRouter } from './modules/tokens/router'
import { webhooksRouter } from './modules/webhooks/router'
import { openApiRoute } from './modules/openapi/route'
import { writeAnswers } from './http/middleware/writeAnswers'
import { answerLevel, requestIdOf } from './http/answerLog'
import { readinessAnswers } from './http/readinessAnswer'
import { jsonBody } from './http/middleware/jsonBody'
import { negotiation } from './http/middleware/locale'
import { translatedAnswers } from './http/middleware/translatedAnswers'
import type { SoldOutMemo } from './modules/registrations/soldOut'
import type { ReadinessCheck } from './db/readiness'
import type { AtomicUnits } from './db/atomic'
import type { PublicEventsCache } from './modules/events/publicEvents'
import type { Mailer } from './mail/mailer'
import type { ApiContext } from './modules/context'
import type { RateLimits } from './http/middleware/rateLimits'
import type { Env } from '../config/env'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { StorageCare } from './db/sqliteConnections'

export interface AppOptions {
  payload: Payload
  env: Env
  logger: Logger
  mailer: Mailer
  rateLimits: RateLimits
  publicEvents: PublicEventsCache
  siteDir: string
  /** The CMS admin's Next handler: mounted before the site's security policy and body parsers. */
  cmsAdmin?: RequestHandler
  atomic: AtomicUnits
  databaseFile: DatabaseFileWatch
  storage: StorageCare
  readiness: ReadinessCheck
  soldOut: SoldOutMemo
  /** The Payload instance cache key, for Payload's REST at /cms/api. */
  payloadKey?: string
}

function apiRouter(context: ApiContext): Router {
  const api = Router()
  api.use(originCheck(context.env))
  // Answers name people (attendee and host lists, the signed-in user, a registration): none is
  // kept by a browser or a shared cache unless its route says otherwise (public lists do).
  api.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store')
    next()
  })
  api.use(writeAnswers)
  api.use(translatedAnswers)
  api.use(jsonBody())
  api.use(resolveSession(context.payload))
  api.use(enforceTokenScopes)
  api.use(context.rateLimits.apiTokens)
  // Liveness: the process serves. Readiness: it can also write and is not shutting down.
  api.get('/health', (_req, res) => {
    res.json({ status: 'ok' })
  })
  // The database file the server opened is gone or replaced: answering from a new, empty one
  // would be a lie, so every other /api call answers 503 until an operator steps in.
  api.use((req, _res, next) => {
    if (req.path === '/health' || req.path === '/ready') return next()
    const problem = context.databaseFile.recentCheck()
    next(problem ? new StorageUnavailable(problem) : undefined)
  })
  const readinessAnswer = readinessAnswers(context.logger)
  api.get('/ready', async (_req, res) => {
    const answer = readinessAnswer(await context.readiness.check())
    res.set('Cache-Control', 'no-store')
    res.status(answer.status).json(answer.body)
  })
  api.use('/user/settings', userSettingsRouter(context))
  api.use('/', authRouter(context))
  api.use('/auth', passwordResetRouter(context))
  api.use('/events/:id/team', teamRouter(context))
  api.use('/events/:id/hosts', eventHostsRouter(context))
  api.use('/events/:id/followers', followersRouter(context))
  // The calendar file of one night (the calendar module's), and a raised capacity handed to the
  // waitlist (the registrations module's): wired here so that no module imports another both ways.
  api.get('/events/:id/calendar.ics', eventCalendarHandler(context.payload, context.env, context.publicEvents))
  api.use(
    '/events',
    eventsRouter(context, (eventId, maxBefore) => fillSeatsNow(context, eventId, maxBefore)),
  )
  const registrations = registrationsRouters(context)
  const door = doorRouters(context)
  api.use('/events/:id/door-link', doorLinkRouter(context))
  api.use('/events/:id/messages', messagesRouter(context))
  api.use('/events/:id', registrations.event)
  api.use('/events/:id', door.event)
  api.use('/registrations', registrations.manage)
  const networking = networkingRouters(context)
  api.use('/registrations/:token', networking.registration)
  api.use('/events/:id/networking', networking.event)
  api.use('/contact-codes', networking.contactCodes)
  const feedback = feedbackRouters(context)
  api.use('/feedback', feedback.answers)
  api.use('/events/:id/outcomes', feedback.outcomes)
  api.use('/outcomes', feedback.series)
  api.use('/registrations', walletRouter(context))
  api.use('/door/:doorToken', door.door)
  api.use('/entry-codes', door.entryCodes)
  api.use('/reports', reportsRouter(context))
  api.use('/geocode', geocodeRouter(context.rateLimits.geocode))
  api.use('/upload', uploadsRouter(context))
  api.use('/hosts', hostsRouter(context))
  api.use('/sponsors', sponsorsRouter(context))
  api.use('/faqs', faqsRouter(context))
  api.use('/contact', contactRouter(context))
  api.use('/settings', settingsRouter(context))
  api.use('/privacy', privacyRouter(context))
  api.use('/subscriptions', subscriptionsRouter(context))
  api.use('/tokens', tokensRouter(context))
  api.use('/webhooks', webhooksRouter(context))
  api.get('/openapi.json', openApiRoute(context))
  api.use(apiNotFound)
  api.use(errorHandler)
  return api
}

/** The site's security headers: its pages and files (`/api` has its own, apiSecurityHeaders). */
export const siteSecurityHeaders = (production: boolean) =>
  withPermissionsPolicy(
    PAGE_PERMISSIONS,
    helmet({
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          // styled-components injects <style> tags at run time.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'frame-ancestors': ["'none'"],
          'upgrade-insecure-requests': production ? [] : null,
        },
      },
      strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  )

/**
 * The headers of an `/api` answer: the set OWASP's REST Security Cheat Sheet names for APIs
 * (a policy that lets the answer load and frame nothing, no sniffing, HSTS, the
 * resource policy). JSON, CSV, PDF and calendar files are never documents that run scripts,
 * so the site's page headers (its script and style policy, COOP, Origin-Agent-Cluster, the
 * legacy X- headers) would only add bytes to every answer, the public reads' included
 * (cms/http/fastReads.ts; docs/decisions.md).
 */
export const apiSecurityHeaders = (production: boolean) =>
  withPermissionsPolicy(
    NO_PERMISSIONS,
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] } },
      strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
      xFrameOptions: { action: 'deny' },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  )

/**
 * The headers of the CMS admin's pages and assets (`/cms`, `/_next`; issue 44): Payload's Next
 * admin renders inline scripts without a nonce, so scripts may be inline, but only from this
 * origin otherwise; nothing may frame it, post its forms elsewhere or change its base URL.
 * Payload's code and JSON field editor (Monaco) loads its scripts, styles and fonts from
 * cdn.jsdelivr.net and runs its workers from blob: URLs (@payloadcms/ui's monaco loader).
 */
const MONACO_CDN = 'https://cdn.jsdelivr.net'
export const cmsAdminSecurityHeaders = (production: boolean) =>
  withPermissionsPolicy(
    NO_PERMISSIONS,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'", "'unsafe-inline'", MONACO_CDN],
          'style-src': ["'self'", "'unsafe-inline'", MONACO_CDN],
          'font-src': ["'self'", 'data:', MONACO_CDN],
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'"],
          'worker-src': ["'self'", 'blob:'],
          'frame-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
          ...(production ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      strictTransportSecurity: production ? { maxAge: 31536000, includeSubDomains: true } : false,
      crossOriginEmbedderPolicy: false,
    }),
  )

/** The Express app, separate from listen() so tests can mount it on any port. */
export function createApp({
  payload,
  env,
  logger,
  mailer,
  rateLimits,
  publicEvents,
  atomic,
  databaseFile,
  storage,
  readiness,
  soldOut,
  siteDir,
  cmsAdmin,
  payloadKey,
}: AppOptions): Express {
  const app = express()
  const production = env.NODE_ENV === 'production'
  app.disable('x-powered-by')
  // While draining, every answer closes its connection: clients reconnect elsewhere instead
  // of reusing a socket this process is about to close.
  app.use((_req, res, next) => {
    if (readiness.draining) res.setHeader('Connection', 'close')
    next()
  })
  if (env.TRUST_PROXY) app.set('trust proxy', /^\d+$/.test(env.TRUST_PROXY) ? Number(env.TRUST_PROXY) : env.TRUST_PROXY)

  app.use(
    pinoHttp({
      logger,
      serializers: requestLogSerializers(logger),
      genReqId: (req, res) => {
        const id = requestIdOf(req)
        res.setHeader('X-Request-Id', id)
        return id
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
      customLogLevel: (_req, res, err) => answerLevel(res.statusCode, Boolean(err)),
    }),
  )
  app.use(refuseMalformedHostHeaders)
  // The only pages other sites may frame, with their own policy and language (cms/spa/embed.ts):
  // before the negotiation, whose `?lang=` sets a cookie, which a frame on another site never gets.
  app.use('/embed', embedRouter(env, publicEvents, production))
  app.use(negotiation(production))
  // Payload's REST, behind the one gate of cms/http/cmsApi.ts, whether or not the admin is built.
  app.use(
    '/cms/api',
    withPermissionsPolicy(
      NO_PERMISSIONS,
      helmet({ contentSecurityPolicy: false, strictTransportSecurity: production ? undefined : false }),
    ),
    cmsApiRouter({ payload, env, rateLimits, accounts: cmsAccountCalls(payload, mailer, logger), payloadKey }),
  )
  if (cmsAdmin) {
    // Next's admin pages need inline scripts: /cms has a policy of its own, not the site's.
    const adminHelmet = cmsAdminSecurityHeaders(production)
    app.use((req, res, next) =>
      /^\/(cms|_next)(\/|$)/.test(req.path) ? adminHelmet(req, res, () => cmsAdmin(req, res, next)) : next(),
    )
  }
  const siteHeaders = siteSecurityHeaders(production)
  const apiHeaders = apiSecurityHeaders(production)
  app.use((req, res, next) => (/^\/api(\/|$)/.test(req.path) ? apiHeaders : siteHeaders)(req, res, next))
  app.use(compression())

  app.use(
    '/api',
    apiRouter({
      payload,
      env,
      logger,
      rateLimits,
      mailer,
      publicEvents,
      atomic,
      databaseFile,
      storage,
      readiness,
      soldOut,
    }),
  )
  app.use('/media', mediaFiles(env.MEDIA_DIR))
  app.use(calendarFeedRouter(payload, env, publicEvents))
  app.use(linkPreviewRouter(payload, env))
  app.use(spaRouter(payload, env, siteDir, publicEvents))
  app.use(errorHandler)
  return app
}
