import { startReminders, type Reminders } from './modules/calendar/reminders'
import { startMorningAfter, type MorningAfter } from './modules/feedback/pulseJob'
import { startSeatSweep } from './modules/registrations/seatSweep'
import { startPurgeJob, type PurgeJob } from './modules/privacy/purgeJob'
import { startAnnouncer, type Announcer } from './modules/subscriptions/announcer'
import { retrySchedule, startWebhookSender, type WebhookSender } from './modules/webhooks/sender'
import type { StorageCare } from './db/sqliteConnections'
import type { AtomicUnits } from './db/atomic'
import type { Mailer } from './mail/mailer'
import type { Payload } from 'payload'
import type { Logger } from 'pino'

/**
 * Every scheduled job a worker runs (docs/operations.md, "Roles"): the sweep that hands freed
 * seats to the people waiting, the reminders, "Who to meet"'s morning-after email, the daily
 * retention purge, the announcements of new nights and the webhook deliveries. The mail queue's sending is the worker's too (cms/server.ts). Each job runs
 * once whatever the number of workers: the database decides through unique keys, conditional
 * updates and row locks, never this process's memory.
 */
export interface BackgroundJobs {
  /** The reminder job (tests run a pass at a chosen time). */
  reminders: Reminders
  /** "Who to meet"'s morning-after email (tests run a pass at a chosen time). */
  morningAfter: MorningAfter
  /** The daily retention purge (tests run it for a chosen day). */
  purgeJob: PurgeJob
  /** The announcements of newly published nights to their city's followers (tests run a pass). */
  announcer: Announcer
  /** The webhook deliveries' sender (tests wait for it to drain). */
  webhooks: WebhookSender
  /** Stops each job after the item it is on. */
  stop(): Promise<void>
}

export function startBackgroundJobs(deps: {
  payload: Payload
  atomic: AtomicUnits
  mailer: Mailer
  logger: Logger
  secret: string
  /** What the server does for its database's storage: the purge empties the WAL after it (cms/db/sqliteConnections.ts). */
  storage: StorageCare
  /** WEBHOOKS_ALLOW_LOCAL and WEBHOOK_RETRY_SECONDS (config/env.ts). */
  webhookSettings?: { allowLocal: boolean; retrySeconds?: string }
}): BackgroundJobs {
  const { payload, atomic, mailer, logger, secret, storage } = deps
  const announcer = startAnnouncer({ payload, atomic, mailer, logger, secret })
  const seatSweep = startSeatSweep({ payload, atomic, mailer, logger })
  const reminders = startReminders({ payload, atomic, mailer, logger })
  const morningAfter = startMorningAfter({ payload, atomic, mailer, logger, secret })
  const purgeJob = startPurgeJob({ payload, secret, logger, storage })
  const webhooks = startWebhookSender({
    payload,
    logger,
    mailer,
    secret,
    allowLocal: deps.webhookSettings?.allowLocal ?? false,
    retrySeconds: retrySchedule(deps.webhookSettings?.retrySeconds),
  })
  return {
    reminders,
    morningAfter,
    purgeJob,
    announcer,
    webhooks,
    async stop() {
      await webhooks.stop()
      await seatSweep.stop()
      await reminders.stop()
      await morningAfter.stop()
      await purgeJob.stop()
      await announcer.stop()
    },
  }
}
