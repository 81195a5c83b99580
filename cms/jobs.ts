import { JOB_NAMES } from './jobNames'
import { remindersPass } from './modules/calendar/reminders'
import { morningAfterPass } from './modules/feedback/pulseJob'
import { seatSweepPass } from './modules/registrations/seatSweep'
import { purgePass } from './modules/privacy/purgeJob'
import { announcePass } from './modules/subscriptions/announcer'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { AtomicUnits } from './db/atomic'
import type { StorageCare } from './db/sqliteConnections'
import type { Mailer } from './mail/mailer'
import type { JobName } from './jobNames'

/**
 * The periodic work by the names `npm run jobs -- [--now <ISO time>] [job…]` takes
 * (scripts/jobs.ts): the same passes the server's schedule runs (cms/background.ts), here run
 * once as of a chosen time. Each settles "once" in the database (unique keys, claims), so a run
 * beside a live server, or twice, sends nothing twice.
 */

export interface JobDeps {
  payload: Payload
  atomic: AtomicUnits
  mailer: Mailer
  logger: Logger
  secret: string
  storage: Pick<StorageCare, 'forgetRemoved'>
}

/** What one run of a job did, in a line an operator reads. */
export interface JobOutcome {
  job: JobName
  summary: string
}

const never = () => false

export async function runJobsOnce(deps: JobDeps, names: readonly JobName[], now: number): Promise<JobOutcome[]> {
  const runs: Record<JobName, () => Promise<string>> = {
    'seat-offers': async () => `${await seatSweepPass(deps)(now, never)} people given a freed seat`,
    reminders: async () => `${await remindersPass(deps)(now, never)} reminders queued`,
    'morning-after': async () => `${await morningAfterPass(deps)(now, never)} morning-after emails queued`,
    announcements: async () => `${await announcePass(deps)(now, never)} announcements queued`,
    purge: async () => {
      const result = await purgePass(deps)(now)
      return result ? 'retention purge done' : 'retention purge already done for this day'
    },
  }
  const outcomes: JobOutcome[] = []
  // One after another, in the schedule's order: seats before reminders, the purge last.
  for (const job of JOB_NAMES.filter((name) => names.includes(name))) outcomes.push({ job, summary: await runs[job]() })
  return outcomes
}
