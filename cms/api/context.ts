import type { Payload } from 'payload'
import type { Env } from '../env'
import type { RateLimits } from '../middleware/rateLimits'
import type { Mailer } from '../mail/mailer'
import type { PublicEventsCache } from '../services/publicEvents'

/** What every /api router is built from. */
export interface ApiContext {
  payload: Payload
  env: Env
  rateLimits: RateLimits
  mailer: Mailer
  publicEvents: PublicEventsCache
}
