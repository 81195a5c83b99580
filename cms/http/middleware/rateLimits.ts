import { rateLimit, type Store } from 'express-rate-limit'
import { RedisStore, type RedisReply } from 'rate-limit-redis'
import { createClient } from 'redis'
import { messages } from '../../../contract/messages'
import type { Logger } from 'pino'
import type { Request, RequestHandler } from 'express'
import type { Env } from '../../../config/env'

export interface RateLimits {
  login: RequestHandler
  register: RequestHandler
  contact: RequestHandler
  eventRegistration: RequestHandler
  /** Per IP and per address (the body's `email`), so nobody floods one inbox from many places. */
  forgotPassword: RequestHandler[]
  close(): Promise<void>
}

const passThrough: RequestHandler = (_req, _res, next) => next()

/**
 * With REDIS_URL the counters live in Redis, so several instances behind a load balancer
 * share one limit per client; otherwise each process counts in memory.
 */
function sharedStore(env: Env, logger: Logger) {
  if (!env.REDIS_URL) return null
  const client = createClient({ url: env.REDIS_URL })
  client.on('error', (err) => logger.error({ err }, 'redis error'))
  const connected = client.connect()
  return {
    store: (prefix: string): Store =>
      new RedisStore({
        prefix: `mpn:rl:${prefix}:`,
        sendCommand: async (...args: string[]) => {
          await connected
          return client.sendCommand(args) as Promise<RedisReply>
        },
      }),
    close: async () => {
      await connected.catch(() => {})
      await client.quit().catch(() => {})
    },
  }
}

/** Per-IP limits on the endpoints people can hammer anonymously (RATE_LIMITS=off disables). */
export function createRateLimits(env: Env, logger: Logger): RateLimits {
  if (!env.RATE_LIMITS) {
    return {
      login: passThrough,
      register: passThrough,
      contact: passThrough,
      eventRegistration: passThrough,
      forgotPassword: [],
      close: async () => {},
    }
  }
  const shared = sharedStore(env, logger)
  const limiter = (name: string, limit: number, windowMinutes: number, keyGenerator?: (req: Request) => string) =>
    rateLimit({
      ...(keyGenerator ? { keyGenerator } : {}),
      windowMs: windowMinutes * 60 * 1000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      message: { message: messages.tooManyRequests },
      ...(shared ? { store: shared.store(name) } : {}),
    })
  return {
    login: limiter('login', 20, 15),
    register: limiter('register', 10, 60),
    contact: limiter('contact', 10, 60),
    eventRegistration: limiter('event-registration', 30, 15),
    forgotPassword: [
      limiter('forgot-password-ip', 10, 60),
      limiter(
        'forgot-password-address',
        3,
        60,
        (req) =>
          `address:${String((req.body as { email?: unknown } | undefined)?.email ?? '')
            .trim()
            .toLowerCase()}`,
      ),
    ],
    close: async () => shared?.close(),
  }
}
