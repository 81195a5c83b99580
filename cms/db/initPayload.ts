import { buildConfig, getPayload, type Payload } from 'payload'
import { createPayloadConfig, type PayloadConfigOptions } from '../../payload.config'
import type { Env } from '../../config/env'

/**
 * Payload caches one instance per key; the CMS admin's Next handler asks for the default
 * key, so the server uses it too. Tests that run several servers in one process pass a key
 * each. The server and `npm run seed` (scripts/seed.ts) both start Payload here.
 */
export async function initPayload(env: Env, key?: string, options: PayloadConfigOptions = {}): Promise<Payload> {
  const config = await buildConfig(await createPayloadConfig(env, options))
  return getPayload({ config, key })
}
