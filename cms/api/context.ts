import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'
import type { RateLimits } from '../middleware/rateLimits'
import type { Mailer } from '../mail/mailer'
import type { PublicEventsCache } from '../services/publicEvents'
import type { AtomicUnits } from '../services/atomic'
import type { DatabaseFileWatch } from '../services/storageHealth'
import type { ReadinessCheck } from '../services/readiness'
import type { SoldOutMemo } from '../services/soldOut'

/** What every /api router is built from. */
export interface ApiContext {
  payload: Payload
  env: Env
  logger: Logger
  rateLimits: RateLimits
  mailer: Mailer
  publicEvents: PublicEventsCache
  /** Atomic units of work (cms/services/atomic.ts). */
  atomic: AtomicUnits
  /** Whether the SQLite file the server opened is still there (cms/services/storageHealth.ts). */
  databaseFile: DatabaseFileWatch
  readiness: ReadinessCheck
  soldOut: SoldOutMemo
}
