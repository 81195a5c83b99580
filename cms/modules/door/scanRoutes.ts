import { scanBatchSchema } from '../../../contract/doorOffline'
import { validateBody } from '../../http/middleware/validate'
import { sendPrepared } from '../../http/preparedJson'
import { applyScanBatch } from './checkInBatch'
import { refuseCalledOff } from './checkIns'
import { doorSnapshot } from './snapshot'
import type { Request, Router } from 'express'
import type { ApiContext } from '../context'
import type { Event } from '../../../payload-types'

/**
 * The door without a network (docs/api.md): the list a phone keeps and the batches of scans it
 * uploads, for the team under `/api/events/{id}` and for a volunteer's door link under
 * `/api/door/{doorToken}`. `eventOf` finds the event and refuses whoever may not use its door
 * (404/410 for a closed door link, as its list); `uploading` (a batch) lets a door link that
 * closed with its night's end still take that night's scans (./doorLinks.ts).
 */
export function scanRoutes(
  router: Router,
  { payload, env, atomic, rateLimits }: Pick<ApiContext, 'payload' | 'env' | 'atomic' | 'rateLimits'>,
  eventOf: (req: Request, uploading?: boolean) => Promise<Event>,
  snapshotPath: '/snapshot' | '/check-ins/snapshot',
) {
  router.get(snapshotPath, async (req, res) => {
    const event = await eventOf(req)
    // Sent as made once for every phone (./snapshot.ts).
    res.set('Cache-Control', 'private, no-store')
    sendPrepared(req, res, await doorSnapshot(payload, env.PAYLOAD_SECRET, event))
  })
  router.post('/check-ins/batch', rateLimits.doorBatches, validateBody(scanBatchSchema), async (req, res) => {
    const event = await eventOf(req, true)
    refuseCalledOff(event)
    res.json({ results: await applyScanBatch(payload, atomic, event, req.body) })
  })
}
