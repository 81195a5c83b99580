import { loadEnv, EnvError } from '../config/env'
import { seedOnStart } from '../seed/onStart'
import { createLogger } from './lib/logger'
import { startServer } from './server'

/** The process entry: validated environment, server, graceful SIGTERM. */
async function main() {
  let env
  try {
    env = loadEnv()
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
  const logger = createLogger(env.LOG_LEVEL)
  const running = await startServer(env, { logger, seed: (payload) => seedOnStart(payload, env, logger) })
  logger.info({ url: running.url }, `Makers Pub Night is running at ${env.SERVER_URL}`)

  // A second signal while draining (tini, an orchestrator, an impatient Ctrl-C) is noted and
  // the drain goes on; only the 10 s limit ends it early.
  let draining = false
  const shutdown = (signal: string) => {
    if (draining) return logger.info({ signal }, 'already draining; still finishing requests')
    draining = true
    logger.info({ signal }, 'draining: no new work, finishing requests')
    const force = setTimeout(() => {
      logger.error('drain took longer than 10 s; exiting')
      process.exit(1)
    }, 10_000)
    force.unref()
    running.close({ graceMs: env.DRAIN_GRACE_MS }).then(
      () => {
        logger.info('drained; bye')
        process.exit(0)
      },
      (err) => {
        logger.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
