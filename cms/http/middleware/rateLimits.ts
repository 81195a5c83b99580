import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../lib/httpError'
import { emailKeyOf } from '../../../contract/emailKey'
import { SWAPS_PER_MINUTE } from '../../../contract/networking'
import { hashToken, storedHashOf } from '../../lib/capabilities/token'
import type { Logger } from 'pino'
import type { Request, RequestHandler } from 'express'
import type { Env } from '../../../config/env'
import type { RedisReply } from 'rate-limit-redis'

export interface RateLimits {
  login: RequestHandler
  register: RequestHandler
  contact: RequestHandler
  eventRegistration: RequestHandler
  /** Per IP and per address (the body's `email`), so nobody floods one inbox from many places. */
  forgotPassword: RequestHandler[]
  /**
   * Failed sign-ins per address and IP (always on, whatever RATE_LIMITS says): the lockout.
   * Keyed by the address typed, not the account, so a known and an unknown address answer
   * alike, and by the IP, so a stranger elsewhere cannot lock the owner out.
   */
  signInFailures: RequestHandler
  /** "Get notified about new nights": per IP and per address (the body's `email`), like forgotPassword. */
  subscribe: RequestHandler[]
  /** Geocoding per signed-in account (cms/modules/places/router.ts). */
  geocode: RequestHandler
  /**
   * "Who to meet" swap requests per manage link (always on, whatever RATE_LIMITS says: a product
   * rule, docs/api.md), keyed by the token's hash so no store ever holds the link itself.
   */
  swaps: RequestHandler
  /** Look-ups of a contact code's holder (the `/c/{code}` page) per IP. */
  contactCodes: RequestHandler
  /**
   * "Email me my link" on a badge's page, per IP and per address (the body's `email`), always on
   * (a product rule, like swaps): nobody floods an inbox or tries addresses in bulk through it.
   */
  swapLink: RequestHandler[]
  /** Wallet passes per manage link (cms/modules/wallet/router.ts): each one is signed on request. */
  wallet: RequestHandler
  /**
   * Requests per API token and minute (API_TOKEN_REQUESTS_PER_MINUTE; always on, whatever
   * RATE_LIMITS says: a tool in a loop must not take the site's capacity). Other requests pass.
   */
  apiTokens: RequestHandler
  /**
   * Batches of door scans per door link (or per account at its own door), always on: each batch
   * may write 500 rows, and a leaked link must not write them without end (issue 52, finding 6).
   */
  doorBatches: RequestHandler
  close(): Promise<void>
}

const passThrough: RequestHandler = (_req, _res, next) => next()

/**
 * With REDIS_URL the counters live in Redis, so several instances behind a load balancer
 * share one limit per client; otherwise each process counts in memory.
 */
async function sharedStore(env: Env, logger: Logger) {
  if (!env.REDIS_URL) return null
  // Loaded only when asked for: the Redis client is about 600 files a start without it need not read.
  const [{ createClient }, { RedisStore }] = await Promise.all([import('redis'), import('rate-limit-redis')])
  const client = createClient({ url: env.REDIS_URL })
  client.on('error', (err) => logger.error({ err }, 'redis error'))
  const connected = client.connect()
  return {
    store: (prefix: string): Store =>
      new RedisStore({
        prefix: `mpn:rl:${prefix}:`,
        sendCommand: async (...args: string[]) => {
          await connected
          return client.sendCommand<RedisReply>(args)
        },
      }),
    close: async () => {
      await connected.catch(() => {})
      await client.quit().catch(() => {})
    },
  }
}

/** Wallet passes one manage link may fetch in 10 minutes, both wallets together (docs/decisions.md). */
export const WALLET_PASSES_PER_LINK = 20

/**
 * Batches one door link may upload a minute, all its phones together. A phone online uploads each
 * check-in at once (site/src/features/door/offline/useOfflineDoor.ts): four phones checking in
 * one person every 5 seconds each make 48. Over it, a phone hears 429 and keeps its queue
 * (offline, retried with back-off), so nothing scanned is lost.
 */
export const DOOR_BATCHES_PER_MINUTE = 60

/**
 * "Email me my link" (the `/c/{code}` page): asks one IP may make in 15 minutes (a table of people
 * at one pub's wifi), and emails one address may be sent in an hour.
 */
export const SWAP_LINKS_PER_IP = 20
export const SWAP_LINKS_PER_ADDRESS = 3

/** Failed sign-ins allowed per address and IP in SIGN_IN_WINDOW_MINUTES (docs/decisions.md). */
export const SIGN_IN_FAILURES = 5
export const SIGN_IN_WINDOW_MINUTES = 15

const bodyEmail = (req: Request) => {
  const email = (req.body as { email?: unknown } | undefined)?.email
  return typeof email === 'string' ? emailKeyOf(email) : ''
}
/** The address a sign-in names, or the signed-in account's for a password change. */
const signInAddress = (req: Request) => bodyEmail(req) || emailKeyOf(req.user?.email ?? '')

/**
 * Whose door a batch comes through: the volunteer's link (in the path or `X-Door-Token`), by its
 * hash so no store holds the link, or the signed-in account at one event's door.
 */
const doorKey = (req: Request) => {
  const link = (req.params as { doorToken?: string }).doorToken ?? req.get('x-door-token')
  if (link !== undefined) return `link:${hashToken(link)}`
  return `user:${String(req.user?.id ?? ipKeyGenerator(req.ip ?? ''))}|event:${String((req.params as { id?: string }).id)}`
}

/** Per-IP limits on the endpoints people can hammer anonymously (RATE_LIMITS=off disables all but the lockout). */
export async function createRateLimits(env: Env, logger: Logger): Promise<RateLimits> {
  const shared = await sharedStore(env, logger)
  const limiter = (
    name: string,
    limit: number,
    windowMinutes: number,
    keyGenerator?: (req: Request) => string,
    extra: { message?: string; skipSuccessfulRequests?: boolean; skip?: (req: Request) => boolean } = {},
  ) =>
    rateLimit({
      ...(keyGenerator ? { keyGenerator } : {}),
      windowMs: windowMinutes * 60 * 1000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      // Over the limit: the contract's answer from the error handler, as every refusal's (and the
      // registrations refused before Express answer it the same way: cms/http/fastRefusals.ts).
      handler: (_req, _res, next, options) => next(new HttpError(options.statusCode, extra.message ?? messages.tooManyRequests)),
      skipSuccessfulRequests: extra.skipSuccessfulRequests ?? false,
      ...(extra.skip ? { skip: extra.skip } : {}),
      ...(shared ? { store: shared.store(name) } : {}),
    })
  const signInFailures = limiter(
    'sign-in-failures',
    SIGN_IN_FAILURES,
    SIGN_IN_WINDOW_MINUTES,
    (req) => `${ipKeyGenerator(req.ip ?? '')}|${signInAddress(req)}`,
    { message: messages.accountLocked, skipSuccessfulRequests: true },
  )
  const swaps = limiter('swaps', SWAPS_PER_MINUTE, 1, (req) => `token:${hashToken(String(req.params.token))}`, {
    message: messages.tooManySwaps,
  })
  const apiTokens = limiter('api-tokens', env.API_TOKEN_REQUESTS_PER_MINUTE, 1, (req) => `token:${String(req.apiToken?.id)}`, {
    skip: (req) => !req.apiToken,
  })
  const doorBatches = limiter('door-batches', DOOR_BATCHES_PER_MINUTE, 1, doorKey)
  const swapLink = [
    limiter('swap-link-ip', SWAP_LINKS_PER_IP, 15),
    limiter('swap-link-address', SWAP_LINKS_PER_ADDRESS, 60, (req) => `address:${bodyEmail(req)}`),
  ]
  if (!env.RATE_LIMITS) {
    return {
      apiTokens,
      swaps,
      doorBatches,
      swapLink,
      contactCodes: passThrough,
      login: passThrough,
      register: passThrough,
      contact: passThrough,
      eventRegistration: passThrough,
      forgotPassword: [],
      subscribe: [],
      signInFailures,
      geocode: passThrough,
      wallet: passThrough,
      close: async () => shared?.close(),
    }
  }
  return {
    apiTokens,
    signInFailures,
    swaps,
    doorBatches,
    swapLink,
    contactCodes: limiter('contact-codes', 60, 1),
    geocode: limiter('geocode', 60, 10, (req) => `user:${String(req.user?.id ?? ipKeyGenerator(req.ip ?? ''))}`),
    login: limiter('login', 20, 15),
    register: limiter('register', 10, 60),
    contact: limiter('contact', 10, 60),
    eventRegistration: limiter('event-registration', 30, 15),
    forgotPassword: [
      limiter('forgot-password-ip', 10, 60),
      limiter('forgot-password-address', 3, 60, (req) => `address:${bodyEmail(req)}`),
    ],
    subscribe: [limiter('subscribe-ip', 10, 60), limiter('subscribe-address', 3, 60, (req) => `address:${bodyEmail(req)}`)],
    // Keyed by the token's hash: the counters (in Redis too) never hold a usable link.
    wallet: limiter('wallet', WALLET_PASSES_PER_LINK, 10, (req) => `link:${storedHashOf(req.params.token) ?? 'malformed'}`),
    close: async () => shared?.close(),
  }
}
