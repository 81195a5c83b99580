import { ApiError, apiRequest } from '@site/lib/api'
import type { DoorSnapshot, ScanBatchResult } from '@contract/doorOffline'
import type { WaitingScan } from './doorStore'

/** A request that fails or takes longer than this counts as offline. */
export const OFFLINE_AFTER_MS = 3000
/** The snapshot of a big night is larger: it may take longer, and its failure still counts. */
const SNAPSHOT_DEADLINE_MS = 20_000

/**
 * What a failed door request means for the phone: `offline` (no answer, a slow one, or a server
 * that cannot answer now: keep the queue and try again), `closed` (the link or the event is no
 * longer this phone's: 403, 404, 410) or `refused` (the request itself was wrong).
 */
export type DoorFailure = 'offline' | 'closed' | 'refused'

export function failureOf(error: unknown): DoorFailure {
  if (!(error instanceof ApiError)) return 'offline'
  if ([403, 404, 410].includes(error.status)) return 'closed'
  if (error.status >= 500 || [401, 408, 429].includes(error.status)) return 'offline'
  return 'refused'
}

export const fetchSnapshot = (path: string) =>
  apiRequest<DoorSnapshot>('GET', path, undefined, { signal: AbortSignal.timeout(SNAPSHOT_DEADLINE_MS) })

export const uploadScans = (path: string, device: string, scans: WaitingScan[]) =>
  apiRequest<ScanBatchResult>(
    'POST',
    path,
    { device, scans: scans.map(({ clientId, attendeeId, at }) => ({ clientId, attendeeId, at })) },
    { signal: AbortSignal.timeout(OFFLINE_AFTER_MS) },
  )
