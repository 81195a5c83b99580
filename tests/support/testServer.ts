import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { createLogger } from '../../cms/lib/logger'
import { loadEnv, type Env } from '../../config/env'
import { startServer, type RunningServer } from '../../cms/server'
import { seedOnStart } from '../../seed/onStart'
import { freePort } from './ports'
import { prepareTestDatabase, removeTestDatabase, testDatabaseUri } from './testDatabase'
import { startOnPreparedDatabase } from './databaseTemplate'
import type { MailQueueOptions } from '../../cms/mail/queue'
import type { BackgroundJobs } from '../../cms/background'

export const ADMIN = { email: 'master@example.com', password: 'master-password-1', name: 'Master Tester' }

export interface TestServer extends RunningServer {
  env: Env
  dir: string
  /** The background jobs of a server that runs them (role `all`, the default in tests). */
  reminders: BackgroundJobs['reminders']
  morningAfter: BackgroundJobs['morningAfter']
  purgeJob: BackgroundJobs['purgeJob']
  announcer: BackgroundJobs['announcer']
  stop(): Promise<void>
}

/** A test that asks a web server for a job is wrong, and says so. */
function jobsOf(running: RunningServer): Pick<TestServer, 'reminders' | 'morningAfter' | 'purgeJob' | 'announcer'> {
  const jobs = () => {
    if (!running.jobs) throw new Error(`a ${running.role} server runs no background jobs`)
    return running.jobs
  }
  return {
    get reminders() {
      return jobs().reminders
    },
    get morningAfter() {
      return jobs().morningAfter
    },
    get purgeJob() {
      return jobs().purgeJob
    },
    get announcer() {
      return jobs().announcer
    },
  }
}

export const fixtureSiteDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../fixtures/site')

/** The settings every test server shares: a fresh database (tests/support/testDatabase.ts), no demo content. */
export function testEnvVars(dir: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: '0',
    DATABASE_URI: testDatabaseUri(dir),
    DATABASE_ID_TYPE: process.env.TEST_ID_TYPE ?? 'number',
    MEDIA_DIR: path.join(dir, 'media'),
    OUTBOX_DIR: path.join(dir, 'outbox'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    ADMIN_NAME: ADMIN.name,
    SEED_DEMO: 'false',
    RATE_LIMITS: 'off',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
  }
}

export { freePort }

/** A real server on a random port over a new temporary database. */
export async function startTestServer(
  overrides: Record<string, string> = {},
  options: { mail?: MailQueueOptions; cmsAdmin?: boolean; siteDir?: string } = {},
): Promise<TestServer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mpn-test-'))
  const port = await freePort()
  await prepareTestDatabase(dir)
  const vars = testEnvVars(dir, { PORT: String(port), SERVER_URL: `http://localhost:${port}`, ...overrides })
  const env = loadEnv(vars as NodeJS.ProcessEnv)
  const logger = createLogger(env.LOG_LEVEL)
  const running = await startOnPreparedDatabase(vars, dir, () =>
    startServer(env, {
      logger,
      siteDir: options.siteDir ?? fixtureSiteDir,
      payloadKey: dir,
      cmsAdmin: options.cmsAdmin ?? false,
      mail: { pollMs: 200, ...options.mail },
      seed: (payload) => seedOnStart(payload, env, logger),
    }),
  )
  const server = {
    ...running,
    env,
    dir,
    async stop() {
      await running.close()
      await removeTestDatabase(dir)
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  // The jobs' getters stay getters (a spread would call them).
  return Object.defineProperties(server, Object.getOwnPropertyDescriptors(jobsOf(running))) as TestServer
}
