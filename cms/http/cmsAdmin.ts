import fs from 'node:fs'
import path from 'node:path'
import { projectRoot } from '../../config/projectRoot'
import type { Request, RequestHandler, Response } from 'express'
import type { Logger } from 'pino'
import type { Env } from '../../config/env'

export const adminDir = path.join(projectRoot(import.meta.url), 'cms', 'admin')
const builtMarker = path.join(adminDir, '.next/BUILD_ID')

const isAdminPath = (urlPath: string) => urlPath === '/cms' || urlPath.startsWith('/cms/') || urlPath.startsWith('/_next/')

/**
 * The Payload admin (a Next app) at /cms, in this process. Payload is initialised first, so
 * the admin's getPayload() finds the same cached instance; the environment validated at
 * start is shared with the admin's copy of payload.config.ts through globalThis.
 * Next is loaded and prepared on the first request for /cms, not at start: most processes
 * never serve the admin, and preparing it costs start-up time and memory for all of them
 * (docs/benchmarks.md). Without a build, /cms explains how to get one instead of failing.
 */
export function createCmsAdminHandler(env: Env, logger: Logger): { handler: RequestHandler; close(): Promise<void> } {
  ;(globalThis as { makersPubNightEnv?: Env }).makersPubNightEnv = env
  if (!fs.existsSync(builtMarker)) {
    logger.warn('The CMS admin is not built: run `npm run build` (npm start builds it when missing)')
    const handler: RequestHandler = (req, res, nextHandler) => {
      if (!isAdminPath(req.path)) return nextHandler()
      res.status(503).type('text/plain').send('The CMS admin has not been built yet: run `npm run build`.')
    }
    return { handler, close: async () => {} }
  }
  /** The Next app, created on the first admin request. */
  type Admin = { app: { close(): Promise<void> }; handle: (req: Request, res: Response) => Promise<void> }
  let admin: Promise<Admin> | null = null
  const prepare = () =>
    (admin ??= (async (): Promise<Admin> => {
      const { default: next } = await import('next')
      const app = next({ dev: false, dir: adminDir, quiet: true })
      await app.prepare()
      logger.info('CMS admin prepared')
      return { app, handle: app.getRequestHandler() }
    })().catch((err: unknown) => {
      admin = null
      throw err
    }))
  const handler: RequestHandler = (req, res, nextHandler) => {
    if (!isAdminPath(req.path)) return nextHandler()
    // The admin speaks the language the site negotiated (`?lang=`, the `lang` cookie, then
    // Accept-Language: cms/i18n/negotiate.ts), which Payload reads from this header; an editor's
    // own pick in their account (Payload's `-lng` cookie) still comes first.
    if (req.locale) req.headers['accept-language'] = req.locale
    prepare().then(
      ({ handle }) => void handle(req, res),
      (err: unknown) => nextHandler(err),
    )
  }
  return { handler, close: async () => (admin ? (await admin.catch(() => null))?.app.close() : undefined) }
}
