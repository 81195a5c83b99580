import { Router } from 'express'
import { erasureSchema } from '../../../contract/privacy'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { eraseAddress } from './erase'
import type { ApiContext } from '../context'

/** `/api/privacy` (docs/api.md, "Privacy"): the master admin's erasure of an address. */
export function privacyRouter({ payload, env, atomic, mailer, soldOut, storage }: ApiContext): Router {
  const router = Router()
  router.post('/erase', requireMasterAdmin, validateBody(erasureSchema), async (req, res) => {
    const deps = { payload, atomic, mailer, soldOut, storage, secret: env.PAYLOAD_SECRET }
    res.json(await eraseAddress(deps, req.user!, req.body.email))
  })
  return router
}
