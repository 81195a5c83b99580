import type { Logger } from 'pino'

/**
 * A background pass at start and every `intervalMs` (the reminders, the retention purge): passes
 * of this instance run one after another, `runOnce(now)` queues one more (tests choose the
 * moment), and `stop()` waits for the pass under way, which may ask `isStopped()` to end early.
 * Other instances' passes may overlap; each job settles that with a unique key in the database.
 */
export function periodic<T>(
  pass: (now: number, isStopped: () => boolean) => Promise<T>,
  { intervalMs, logger, failure }: { intervalMs: number; logger: Logger; failure: string },
) {
  let chain: Promise<T | null> = Promise.resolve(null)
  let stopped = false
  const isStopped = () => stopped

  const runOnce = (now = Date.now()) => (chain = chain.catch(() => null).then(() => (stopped ? null : pass(now, isStopped))))

  const tick = () => {
    if (!stopped) runOnce().catch((err) => logger.warn({ err }, failure))
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  tick()

  return {
    runOnce,
    stop: async () => {
      stopped = true
      clearInterval(timer)
      await chain.catch(() => null)
    },
  }
}
