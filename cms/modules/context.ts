import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'
import type { RateLimits } from '../http/middleware/rateLimits'
import type { Mailer } from '../mail/mailer'
import type { PublicEventsCache } from './events/publicEvents'
import type { AtomicUnits } from '../db/atomic'
import type { DatabaseFileWatch } from '../db/storageHealth'
import type { StorageCare } from '../db/sqliteConnections'
import type { ReadinessCheck } from '../db/readiness'
import type { SoldOutMemo } from './registrations/soldOut'

/**
 * What every module's router is built from (cms/app.ts makes one per server): the
 * infrastructure below the modules and the two memos they share.
 */
export interface ApiContext {
  payload: Payload
  env: Env
  logger: Logger
  rateLimits: RateLimits
  mailer: Mailer
  publicEvents: PublicEventsCache
  /** Atomic units of work (cms/db/atomic.ts). */
  atomic: AtomicUnits
  /** Whether the SQLite file the server opened is still there (cms/db/storageHealth.ts). */
  databaseFile: DatabaseFileWatch
  /** Healing and the removal of erased data from the database's files (cms/db/sqliteConnections.ts). */
  storage: StorageCare
  readiness: ReadinessCheck
  soldOut: SoldOutMemo
}
