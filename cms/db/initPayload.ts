import { buildConfig, getPayload, type Payload } from 'payload'
import { createPayloadConfig, type PayloadConfigOptions } from '../../payload.config'
import { connectSeatRules } from '../../collections/Attendees/seatRules'
import { seatStoreOf } from './seatStore'
import { seatRules } from './seatStore/collectionRules'
import { keepAuthWritesToTheirFields } from './authWrites'
import type { Env } from '../../config/env'

/**
 * Payload caches one instance per key; the CMS admin's Next handler asks for the default
 * key, so the server uses it too. Tests that run several servers in one process pass a key
 * each. The server and `npm run seed` (scripts/seed.ts) both start Payload here, and here the
 * attendees collection's hooks are connected to the seat store (cms/db/seatStore), the one
 * write path for attendee rows, and Payload's sign-in and reset writes kept to what they change (./authWrites.ts).
 */
export async function initPayload(env: Env, key?: string, options: PayloadConfigOptions = {}): Promise<Payload> {
  const config = await buildConfig(await createPayloadConfig(env, options))
  const payload = await getPayload({ config, key })
  connectSeatRules(payload, seatRules(seatStoreOf(payload)))
  keepAuthWritesToTheirFields(payload)
  return payload
}
