import { Router } from 'express'
import { eventMessageSchema } from '../../../contract/eventMessages'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { messagesService } from './service'
import type { ApiContext } from '../context'

/** `/api/events/{id}/messages` (docs/api.md, "Messages to attendees"): HTTP only; the service and the collections decide. */
export function messagesRouter({ payload, atomic, mailer }: ApiContext): Router {
  const router = Router({ mergeParams: true })
  const service = messagesService(payload, atomic, mailer)
  router.use(requireActiveUser)
  router.get('/', async (req, res) => {
    res.json(await service.history(req, idParam(req)))
  })
  router.get('/audiences', async (req, res) => {
    res.json(await service.counts(req, idParam(req)))
  })
  router.post('/', validateBody(eventMessageSchema), async (req, res) => {
    res.status(202).json(await service.send(req, idParam(req), req.body, req.locale))
  })
  return router
}
