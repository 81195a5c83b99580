import fs from 'node:fs'
import path from 'node:path'
import next from 'next'
import { projectRoot } from '../../config/projectRoot'
import type { RequestHandler } from 'express'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'

export const adminDir = path.join(projectRoot(import.meta.url), 'cms', 'admin')
const builtMarker = path.join(adminDir, '.next/BUILD_ID')

const isAdminPath = (urlPath: string) => urlPath === '/cms' || urlPath.startsWith('/cms/') || urlPath.startsWith('/_next/')

/**
 * The Payload admin (a Next app) at /cms, in this process. Payload is initialised first, so
 * the admin's getPayload() finds the same cached instance; the environment validated at
 * start is shared with the admin's copy of payload.config.ts through globalThis.
 * Without a build, /cms explains how to get one instead of failing.
 */
export async function createCmsAdminHandler(
  env: Env,
  logger: Logger,
): Promise<{ handler: RequestHandler; close(): Promise<void> }> {
  ;(globalThis as { makersPubNightEnv?: Env }).makersPubNightEnv = env
  if (!fs.existsSync(builtMarker)) {
    logger.warn('The CMS admin is not built: run `npm run build` (npm start builds it when missing)')
    const handler: RequestHandler = (req, res, nextHandler) => {
      if (!isAdminPath(req.path)) return nextHandler()
      res.status(503).type('text/plain').send('The CMS admin has not been built yet: run `npm run build`.')
    }
    return { handler, close: async () => {} }
  }
  const app = next({ dev: false, dir: adminDir, quiet: true })
  await app.prepare()
  const handle = app.getRequestHandler()
  const handler: RequestHandler = (req, res, nextHandler) => {
    if (!isAdminPath(req.path)) return nextHandler()
    void handle(req, res)
  }
  return { handler, close: () => app.close() }
}
