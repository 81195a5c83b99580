import { Router } from 'express'
import { retentionSchema } from '../../../contract/privacy'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { updateRetention } from './service'
import type { ApiContext } from '../context'

/** `/api/settings` (docs/api.md, "Content"): public settings; the master admin sets the retention period. */
export function settingsRouter({ payload, publicEvents }: ApiContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await publicEvents.settings())
  })
  router.patch('/', requireMasterAdmin, validateBody(retentionSchema), async (req, res) => {
    await updateRetention(payload, req, req.body.retentionDays)
    publicEvents.settingsChanged()
    res.json(await publicEvents.settings())
  })
  return router
}
