import type { RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { messages } from '../../contract/messages'
import type { Env } from '../env'

export interface RateLimits {
  login: RequestHandler
  register: RequestHandler
  contact: RequestHandler
  eventRegistration: RequestHandler
}

const passThrough: RequestHandler = (_req, _res, next) => next()

/** Per-IP limits on the endpoints people can hammer anonymously (RATE_LIMITS=off disables). */
export function createRateLimits(env: Env): RateLimits {
  if (!env.RATE_LIMITS) {
    return { login: passThrough, register: passThrough, contact: passThrough, eventRegistration: passThrough }
  }
  const limiter = (limit: number, windowMinutes: number) =>
    rateLimit({
      windowMs: windowMinutes * 60 * 1000,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      message: { message: messages.tooManyRequests },
    })
  return {
    login: limiter(20, 15),
    register: limiter(10, 60),
    contact: limiter(10, 60),
    eventRegistration: limiter(30, 15),
  }
}
