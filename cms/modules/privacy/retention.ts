import { RETENTION_DAYS } from '../../../contract/privacy'
import { asSystem } from '../../lib/asCaller'
import type { Payload } from 'payload'

const DAY_MS = 86_400_000

/** The retention period in force (site settings, docs/privacy.md). */
export async function retentionDays(payload: Payload): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, ...asSystem('the retention period') })
  return settings.retentionDays ?? RETENTION_DAYS.default
}

/** Nights that ended before this moment are past the retention period. */
export const retentionCutoff = (days: number, now: number) => new Date(now - days * DAY_MS)
