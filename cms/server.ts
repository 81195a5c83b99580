import http from 'node:http'
import path from 'node:path'
import { SQLITE_BUSY_TIMEOUT_MS } from '../payload.config'
import { eventNoticesLine } from '../collections/Events/notices'
import { projectRoot } from '../config/projectRoot'
import { createTransport, refusingTransport } from '../config/mailTransport'
import { dropDeletedNightDeliveries } from './modules/webhooks/deletedNight'
import { queueWebhook } from './modules/webhooks/emit'
import { hardenSqlite, type StorageCare } from './db/sqliteConnections'
import { DatabaseFileWatch, checkDatabaseNotLost, markDatabase, sqliteFileOf } from './db/storageHealth'
import { WriteLock } from './db/writeLock'
import { adapterInternals } from './db/adapterInternals'
import { SoldOutMemo } from './modules/registrations/soldOut'
import { createReadiness, type ReadinessCheck } from './db/readiness'
import { explainIndexFailure, verifyMongoIndexes } from './db/mongoIndexes'
import { announceDeletedRow, memoRefusals, reconcileCounts } from './modules/registrations/registration'
import { settleAlreadyIn } from './modules/registrations/alreadyIn'
import { afterCommit, createAtomicUnits } from './db/atomic'
import { initPayload } from './db/initPayload'
import { watchPostgresConnections } from './db/postgresConnections'
import { startBackgroundJobs, type BackgroundJobs } from './background'
import { createMailQueue, type MailQueueOptions } from './mail/queue'
import { requestActivity } from './lib/requestActivity'
import { createPublicEventsCache } from './modules/events/publicEvents'
import { createRateLimits } from './http/middleware/rateLimits'
import { createMailer } from './mail/mailer'
import { createMailRenderer } from './mail/render'
import { createLogger } from './lib/logger'
import { createCmsAdminHandler } from './http/cmsAdmin'
import { apiSecurityHeaders, createApp } from './app'
import { createFastReads, headersSetBy } from './http/fastReads'
import { createFastRefusals } from './http/fastRefusals'
import { earlyAnswers, type EarlyAnswers } from './http/earlyAnswers'
import { sessionCookieName } from './http/sessionCookie'
import { stopWhenAnswered } from './http/inFlight'
import { workerHealthHandler } from './http/workerHealth'
import type { Env } from '../config/env'
import type { Express } from 'express'
import type { Payload } from 'payload'
import type { Logger } from 'pino'

const rootDir = projectRoot(import.meta.url)
export const defaultSiteDir = path.join(rootDir, 'dist', 'site')

export interface RunningServer {
  server: http.Server
  /** What this process does (SERVER_ROLE): everything, HTTP only, or the background work only. */
  role: Env['SERVER_ROLE']
  /** The Express app behind the answers made before it (tests read its routes); a worker has none. */
  app: Express | null
  /** How many answers each early answer made itself (cms/http/earlyAnswers.ts); 0 for a worker. */
  answeredEarly: EarlyAnswers['answeredBy']
  payload: Payload
  readiness: ReadinessCheck
  /** The scheduled jobs (cms/background.ts); a web process runs none. */
  jobs: BackgroundJobs | null
  /** What the server does for its database's storage (cms/db/sqliteConnections.ts). */
  storage: StorageCare
  url: string
  /** Stops serving; `graceMs` keeps answering (with `Connection: close`) that long first. */
  close(options?: { graceMs?: number }): Promise<void>
}

/** How long an idle kept-alive connection stays open (longer than the proxy's idle timeout). */
export const KEEP_ALIVE_MS = 125_000

/**
 * How many new connections the kernel holds for the process while it is busy (capped by the
 * kernel's `net.core.somaxconn`, 4096 on current Linux). Node's default, 511, is less than the
 * phones that arrive together when a night's announcement lands: past it the kernel drops the
 * rest, and each phone tries again a second later, three after a second drop (the bench's first
 * rushes counted thousands of such drops, docs/benchmarks.md).
 */
export const LISTEN_BACKLOG = 4096

/** An unreachable database fails start-up within 30 s with a clear message, never a hang. */
export const STARTUP_LIMIT_MS = 30_000

function withinStartupLimit<T>(work: Promise<T>, env: Env): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(new Error(`the database at ${redactedUri(env.DATABASE_URI)} did not answer within ${STARTUP_LIMIT_MS / 1000} s`)),
      STARTUP_LIMIT_MS,
    )
    timer.unref()
  })
  return Promise.race([work, limit]).finally(() => clearTimeout(timer))
}

const redactedUri = (uri: string) => uri.replace(/\/\/[^@/]*@/, '//***@')

/** Transactions switched off (no replica set) would make atomic units quietly not atomic. */
function refuseMongoWithoutTransactions(payload: Payload, env: Env) {
  const adapter = adapterInternals<{ name: string; transactionOptions?: unknown }>(payload)
  if (adapter.name !== 'mongoose' || adapter.transactionOptions !== false) return
  if (env.NODE_ENV === 'production') {
    throw new Error(
      'MongoDB is not a replica set, so it offers no transactions; registrations need them. Add ?replicaSet=<name> to DATABASE_URI and run mongod with --replSet (docs/operations.md, "MongoDB").',
    )
  }
  payload.logger.warn('MongoDB is not a replica set: registrations are not atomic in this development setup.')
}

/**
 * Boots Payload and the HTTP server for the process's role (SERVER_ROLE, docs/operations.md
 * "Roles"): `all` serves HTTP and runs the background work, `web` serves HTTP and writes its
 * emails to the outbox for the workers, `worker` runs the background work and the mail queue
 * and answers only health and readiness on its port. `seed` runs once the database is ready
 * and before anything counts rows or listens (the caller's seeding: seed/onStart.ts).
 */
export async function startServer(
  env: Env,
  options: {
    logger?: Logger
    siteDir?: string
    mail?: MailQueueOptions
    payloadKey?: string
    cmsAdmin?: boolean
    seed?: (payload: Payload, logger: Logger) => Promise<void>
  } = {},
): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL)
  const role = env.SERVER_ROLE
  const sqliteFile = sqliteFileOf(env.DATABASE_URI)
  const { warning } = await checkDatabaseNotLost(sqliteFile, env.NODE_ENV === 'production')
  if (warning) logger.warn(warning)
  // The events collection's hooks tell registrants through the mailer made below.
  const eventNotices = eventNoticesLine()
  // Closed on stop: a pooled SMTP connection left open keeps the mail server waiting for it.
  const mailTransport = role === 'web' ? refusingTransport() : createTransport(env)
  const payload = await withinStartupLimit(
    initPayload(env, options.payloadKey, { eventNotices, mailTransport }).catch((err) =>
      Promise.reject(explainIndexFailure(err)),
    ),
    env,
  )
  const connections = watchPostgresConnections(payload, logger)
  await verifyMongoIndexes(payload)
  refuseMongoWithoutTransactions(payload, env)
  markDatabase(sqliteFile)
  const databaseFile = new DatabaseFileWatch(sqliteFile)
  const writeLock = new WriteLock()
  const storage = await hardenSqlite(payload, writeLock, databaseFile, SQLITE_BUSY_TIMEOUT_MS, sqliteFile)
  const atomic = createAtomicUnits(payload, writeLock)
  const readiness = createReadiness(payload, databaseFile, storage)
  const soldOut = new SoldOutMemo(payload)
  await options.seed?.(payload, logger)
  for (const drift of await reconcileCounts(payload, atomic)) {
    logger.warn(drift, 'registration count differed from the rows; corrected')
  }

  // The queue renders each row's template when it sends it (cms/mail/render.ts); a web process
  // only writes rows, which the workers send.
  const activity = requestActivity()
  const mailQueue = createMailQueue(payload, logger, {
    answering: activity.answering,
    ...options.mail,
    render: createMailRenderer(env),
    sends: role !== 'web',
  })
  const publicEvents = createPublicEventsCache(payload)
  const mailer = createMailer(payload, env, logger, mailQueue, () => publicEvents.settings())
  const jobs =
    role === 'web'
      ? null
      : startBackgroundJobs({
          payload,
          atomic,
          mailer,
          logger,
          secret: env.PAYLOAD_SECRET,
          storage,
          webhookSettings: { allowLocal: env.WEBHOOKS_ALLOW_LOCAL, retrySeconds: env.WEBHOOK_RETRY_SECONDS },
        })
  // The collection's hooks reach the mailer, and the announcer of first publications once the
  // publication has committed (in a web process the workers' next pass, within a minute, announces it).
  eventNotices.connect({
    ...mailer,
    announceSoon: (req) => afterCommit(req, () => jobs?.announcer.kick()),
    eventWebhook: (type, event, req) => queueWebhook(payload, req, type, { event }),
    nightDeleted: (event, req) => dropDeletedNightDeliveries(payload, event, req),
    registrationDeleted: (attendeeId, req) => announceDeletedRow({ payload, mailer }, attendeeId, req),
  })

  const web = role === 'worker' ? null : await startWeb()
  const server = http.createServer(
    { keepAliveTimeout: KEEP_ALIVE_MS },
    activity.count(web?.handler ?? workerHealthHandler(readiness, logger)),
  )
  const listener = stopWhenAnswered(server, activity)
  await new Promise<void>((resolve) => server.listen({ port: env.PORT, backlog: LISTEN_BACKLOG }, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const url = `http://localhost:${port}`

  /** The HTTP side of `all` and `web`: the Express app behind the ready reads. */
  async function startWeb() {
    // The admin is off only where a caller says so (the API tests, which do not need Next).
    const cmsAdmin = options.cmsAdmin === false ? null : createCmsAdminHandler(env, logger)
    const rateLimits = await createRateLimits(env, logger)
    const app = createApp({
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
      siteDir: options.siteDir ?? defaultSiteDir,
      cmsAdmin: cmsAdmin?.handler,
      payloadKey: options.payloadKey,
    })
    // An idle kept-alive socket stays open longer than the proxy in front keeps its own (Caddy: 2 min),
    // so the proxy, or any client, never sends a request on a socket this server is closing at that
    // instant (Node's 5 s default lost such requests with ECONNRESET under load). Draining closes idle
    // sockets at once (close() below).
    // The only answers made before Express, each named with its pattern in cms/http/earlyAnswers.ts.
    const securityHeaders = headersSetBy(apiSecurityHeaders(env.NODE_ENV === 'production'))
    const fastReads = createFastReads({
      publicEvents,
      readiness,
      databaseFile,
      logger,
      securityHeaders,
    })
    const fastRefusals = createFastRefusals({
      app,
      env,
      readiness,
      databaseFile,
      logger,
      securityHeaders,
      sessionCookie: sessionCookieName(payload),
      rateLimit: rateLimits.eventRegistration,
      memo: memoRefusals({ payload, atomic, mailer, soldOut, secret: env.PAYLOAD_SECRET }),
    })
    const early = earlyAnswers({ publicReads: fastReads, fullNightRefusals: fastRefusals }, app)
    return {
      app,
      handler: early.handler,
      answeredEarly: early.answeredBy,
      async close() {
        await rateLimits.close()
        await cmsAdmin?.close()
      },
    }
  }

  let closing: Promise<void> | null = null
  /**
   * Graceful drain: readiness turns 503 at once and every answer says `Connection: close`;
   * after a short grace (requests already sent on kept-alive sockets are read and answered
   * in it) the listener closes, then idle sockets, then the rest once every answer in progress
   * is sent (cms/http/inFlight.ts), then the "already registered" emails of the last refusals are
   * queued, then the jobs stop after their current item, then the database. docs/operations.md, "Stop and restart".
   */
  const close = ({ graceMs = 0 }: { graceMs?: number } = {}) =>
    (closing ??= (async () => {
      readiness.markDraining()
      if (graceMs > 0) await new Promise((resolve) => setTimeout(resolve, graceMs))
      await listener.stop()
      await settleAlreadyIn(payload)
      await jobs?.stop()
      await mailQueue.stop()
      mailTransport.close()
      await web?.close()
      publicEvents.close()
      soldOut.close()
      await payload.destroy()
      await connections.close()
    })())

  const answeredEarly = web?.answeredEarly ?? (() => 0)
  return { server, role, app: web?.app ?? null, answeredEarly, payload, readiness, jobs, storage, url, close }
}
