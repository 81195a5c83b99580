import { ensureMasterAdmin } from './masterAdmin'
import type { Payload } from 'payload'
import type { Logger } from 'pino'
import type { Env } from '../config/env'

/**
 * What a starting server seeds before it listens: the master admin from ADMIN_* always, the
 * demo content when SEED_DEMO says so (by default in development). Called by the process entry
 * (cms/main.ts) and the tests' server, not by the server factory, which knows nothing of seeds.
 */
export async function seedOnStart(payload: Payload, env: Env, logger: Logger) {
  await ensureMasterAdmin(payload, env, logger)
  const seedDemo = env.SEED_DEMO ?? env.NODE_ENV === 'development'
  // The demo content (and the image and date code it needs) is loaded only when it is seeded.
  if (seedDemo) await (await import('./index')).seedDemoContent(payload, logger)
}
