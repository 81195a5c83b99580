import { asCaller, type Caller } from '../../lib/asCaller'
import type { Payload } from 'payload'

/** The retention period, written as the caller (the global's update rule: the master admin). */
export function updateRetention(payload: Payload, caller: Caller, retentionDays: number) {
  return payload.updateGlobal({ slug: 'site-settings', data: { retentionDays }, depth: 0, ...asCaller(caller) })
}
