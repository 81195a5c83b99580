import { loadEnv } from '../config/env'
import { createLogger } from '../cms/lib/logger'
import { initPayload } from '../cms/server'
import { ensureMasterAdmin } from './masterAdmin'
import { seedDemoContent } from './index'

/** `npm run seed`: the master admin and demo content, on their own. */
const env = loadEnv()
const logger = createLogger(env.LOG_LEVEL)
const payload = await initPayload(env)
await ensureMasterAdmin(payload, env, logger)
await seedDemoContent(payload, logger)
logger.info('seed complete')
await payload.destroy()
process.exit(0)
