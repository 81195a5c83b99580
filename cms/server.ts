import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, getPayload, type Payload } from 'payload'
import type { Logger } from 'pino'
import { createPayloadConfig } from '../payload.config'
import { ensureMasterAdmin } from '../seed/masterAdmin'
import { seedDemoContent } from '../seed'
import { createApp } from './app'
import type { Env } from './env'
import { createLogger } from './lib/logger'
import { createMailer } from './mail/mailer'

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
export const defaultSiteDir = path.join(rootDir, 'dist', 'site')

export interface RunningServer {
  server: http.Server
  payload: Payload
  url: string
  close(): Promise<void>
}

export async function initPayload(env: Env): Promise<Payload> {
  const config = await buildConfig(await createPayloadConfig(env))
  return getPayload({ config })
}

/** Boots Payload, the master admin, demo content (development), and the HTTP server. */
export async function startServer(env: Env, options: { logger?: Logger; siteDir?: string } = {}): Promise<RunningServer> {
  const logger = options.logger ?? createLogger(env.LOG_LEVEL)
  const payload = await initPayload(env)
  await ensureMasterAdmin(payload, env, logger)
  const seedDemo = env.SEED_DEMO ?? env.NODE_ENV === 'development'
  if (seedDemo) await seedDemoContent(payload, logger)

  const app = createApp({ payload, env, logger, mailer: createMailer(payload, env, logger), siteDir: options.siteDir ?? defaultSiteDir })
  const server = http.createServer(app)
  await new Promise<void>((resolve) => server.listen(env.PORT, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : env.PORT
  const url = `http://localhost:${port}`

  let closing: Promise<void> | null = null
  const close = () =>
    (closing ??= (async () => {
      // Stop accepting, let in-flight requests finish, then close the database.
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeIdleConnections()
      })
      await payload.destroy()
    })())

  return { server, payload, url, close }
}
