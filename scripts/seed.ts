import { loadEnv } from '../config/env'
import { createLogger } from '../cms/lib/logger'
import { initPayload } from '../cms/db/initPayload'
import { ensureMasterAdmin } from '../seed/masterAdmin'
import { seedDemoContent } from '../seed/index'

/**
 * `npm run seed`: the master admin and demo content, on their own. A tool over the tree like the
 * other scripts, so seed/ imports nothing from cms/ (cms/main.ts seeds through seed/onStart.ts).
 */
const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)
const payload = await initPayload(env)
await ensureMasterAdmin(payload, env, logger)
await seedDemoContent(payload, logger)
logger.info('seed complete')
await payload.destroy()
process.exit(0)
