import { Router } from 'express'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { createTokenSchema } from '../../../contract/tokens'
import { createApiToken, listApiTokens, revokeApiToken } from './service'
import type { ApiContext } from '../context'

/**
 * `/api/tokens` (docs/api.md "Tokens, webhooks, OpenAPI"): a signed-in host or the master makes,
 * lists and revokes their own API tokens. Only a session may: no token scope opens these
 * routes (cms/http/middleware/tokenScopes.ts), so a leaked token cannot mint another.
 */
export function tokensRouter({ payload, atomic }: ApiContext): Router {
  const router = Router()
  router.use(requireActiveUser)
  router.get('/', async (req, res) => {
    res.json(await listApiTokens(payload, req.user!.id))
  })
  router.post('/', validateBody(createTokenSchema), async (req, res) => {
    res.status(201).json(await createApiToken(payload, req.user!.id, req.body))
  })
  router.delete('/:id', async (req, res) => {
    await revokeApiToken(payload, atomic, req.user!.id, idParam(req))
    res.json({ message: 'Token revoked' })
  })
  return router
}
