import { JOB_NAMES, isJobName, type JobName } from '../cms/jobNames'

/**
 * `npm run jobs -- [--now <ISO time>] [job…]`: the periodic work once, as of that time (default
 * now), then exit (docs/operations.md, "Periodic work"). No job named: all of them. Beside a
 * running server or not: the emails it queues go into the outbox, which the server's workers
 * send (or the next start). The server's own schedule is unchanged.
 */
const usage = `usage: npm run jobs -- [--now <ISO time>] [${JOB_NAMES.join('|')} ...]`

function parseArgs(args: string[]): { now: number; jobs: JobName[] } {
  let now = Date.now()
  const jobs: JobName[] = []
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]
    if (arg === '--now') {
      const value = args[++i]
      // An ISO time with its zone (Z or an offset): a bare local time would depend on the machine.
      if (!value || !/(Z|[+-]\d{2}:?\d{2})$/i.test(value) || Number.isNaN(Date.parse(value)))
        throw new Error(`--now needs an ISO time with a zone, such as 2026-06-12T16:00:00Z\n${usage}`)
      now = Date.parse(value)
    } else if (isJobName(arg)) {
      jobs.push(arg)
    } else {
      throw new Error(`unknown job or option: ${arg}\n${usage}`)
    }
  }
  return { now, jobs: jobs.length ? jobs : [...JOB_NAMES] }
}

let parsed: ReturnType<typeof parseArgs>
try {
  parsed = parseArgs(process.argv.slice(2))
} catch (err) {
  console.error((err as Error).message)
  process.exit(2)
}

// The server's modules load only once the arguments hold (a mistyped job answers at once).
const [
  { loadEnv },
  { createLogger },
  { initPayload },
  { hardenSqlite },
  { sqliteFileOf, DatabaseFileWatch },
  { WriteLock },
  { createAtomicUnits },
  { createMailQueue },
  { createMailer },
  { createPublicEventsCache },
  { SQLITE_BUSY_TIMEOUT_MS },
  { runJobsOnce },
] = await Promise.all([
  import('../config/env'),
  import('../cms/lib/logger'),
  import('../cms/db/initPayload'),
  import('../cms/db/sqliteConnections'),
  import('../cms/db/storageHealth'),
  import('../cms/db/writeLock'),
  import('../cms/db/atomic'),
  import('../cms/mail/queue'),
  import('../cms/mail/mailer'),
  import('../cms/modules/events/publicEvents'),
  import('../payload.config'),
  import('../cms/jobs'),
])
const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)
const payload = await initPayload(env)
const file = sqliteFileOf(env.DATABASE_URI)
// Waits for a running server's writes, as `npm run purge` does.
const writeLock = new WriteLock()
const storage = await hardenSqlite(payload, writeLock, new DatabaseFileWatch(file), SQLITE_BUSY_TIMEOUT_MS, file)
const atomic = createAtomicUnits(payload, writeLock)
// Rows only: sending is the workers' (as a web process does, SERVER_ROLE=web).
const queue = createMailQueue(payload, logger, { sends: false })
const publicEvents = createPublicEventsCache(payload)
const mailer = createMailer(payload, env, logger, queue, () => publicEvents.settings())
let failed = false
try {
  console.log(`Periodic work as of ${new Date(parsed.now).toISOString()}`)
  for (const { job, summary } of await runJobsOnce(
    { payload, atomic, mailer, logger, secret: env.PAYLOAD_SECRET, storage },
    parsed.jobs,
    parsed.now,
  ))
    console.log(`${job}: ${summary}`)
} catch (err) {
  failed = true
  console.error('periodic work failed:', err)
}
await queue.stop()
publicEvents.close()
await payload.destroy()
process.exit(failed ? 1 : 0)
