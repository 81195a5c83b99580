import { asSystem } from '../../lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'
import type { PrivacyLog } from '../../../payload-types'

type Counts = Record<string, number>

const total = (counts: Counts) => Object.values(counts).reduce((sum, count) => sum + count, 0)

/**
 * Writes one entry of the privacy log (collections/PrivacyLog.ts): counts only, never an
 * address. A `key` already taken throws (the unique index), which is how the daily purge
 * knows another instance has that day.
 */
export function logEntry(
  payload: Payload,
  entry: { kind: PrivacyLog['kind']; key: string; by?: PrivacyLog['by']; counts?: Counts; finished?: boolean },
  req?: PayloadRequest,
) {
  const counts = entry.counts ?? {}
  return payload.create({
    collection: 'privacy-log',
    data: {
      kind: entry.kind,
      key: entry.key,
      by: entry.by ?? null,
      rows: total(counts),
      counts,
      finishedAt: entry.finished === false ? null : new Date().toISOString(),
    },
    depth: 0,
    req,
    ...asSystem('the privacy log is written by the server only'),
  })
}

/** Completes an entry claimed before the work (the daily purge). */
export function finishEntry(payload: Payload, id: PrivacyLog['id'], counts: Counts) {
  return payload.update({
    collection: 'privacy-log',
    id,
    data: { rows: total(counts), counts, finishedAt: new Date().toISOString() },
    depth: 0,
    ...asSystem('the privacy log is written by the server only'),
  })
}

/** Whether an entry with this key exists (after a unique-key refusal). */
export async function hasEntry(payload: Payload, key: string) {
  const found = await payload.count({
    collection: 'privacy-log',
    where: { key: { equals: key } },
    ...asSystem('is this purge claimed'),
  })
  return found.totalDocs > 0
}

/** Gives a claimed day back after a failed purge, so a later tick runs it. */
export async function releaseEntry(payload: Payload, id: PrivacyLog['id']) {
  await payload.delete({ collection: 'privacy-log', id, ...asSystem('a failed purge gives its day back') })
}
