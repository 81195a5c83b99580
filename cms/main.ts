import { loadEnv, EnvError } from './env'
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
  const running = await startServer(env, { logger })
  logger.info({ url: running.url }, `Makers Pub Night is running at ${env.SERVER_URL}`)

  const shutdown = (signal: string) => {
    logger.info({ signal }, 'shutting down')
    const force = setTimeout(() => process.exit(1), 10_000)
    force.unref()
    running.close().then(
      () => process.exit(0),
      (err) => {
        logger.error({ err }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err) => {
  console.error('Failed to start:', err instanceof Error ? err.message : err)
  process.exit(1)
})
