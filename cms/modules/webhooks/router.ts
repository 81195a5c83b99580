import { Router } from 'express'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody, zodFailure } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { createWebhookSchema, deliveryLogQuerySchema, updateWebhookSchema } from '../../../contract/webhooks'
import { webhooksService } from './service'
import type { ApiContext } from '../context'

/**
 * `/api/webhooks` (docs/api.md "Tokens, webhooks, OpenAPI"): a host's (or the master's) own
 * endpoints, with a session or a token of scope `webhooks:manage`. Each person sees only their
 * own endpoints (404 for anyone else's); an endpoint for one night needs the right to manage it.
 */
export function webhooksRouter({ payload, env, atomic }: ApiContext): Router {
  const router = Router()
  const webhooks = webhooksService(payload, atomic, { secret: env.PAYLOAD_SECRET, allowLocal: env.WEBHOOKS_ALLOW_LOCAL })
  router.use(requireActiveUser)
  router.get('/', async (req, res) => {
    res.json(await webhooks.list(req))
  })
  router.post('/', validateBody(createWebhookSchema), async (req, res) => {
    res.status(201).json(await webhooks.create(req, req.body))
  })
  router.patch('/:id', validateBody(updateWebhookSchema), async (req, res) => {
    res.json(await webhooks.update(req, idParam(req), req.body))
  })
  router.delete('/:id', async (req, res) => {
    await webhooks.remove(req, idParam(req))
    res.json({ message: 'Webhook deleted' })
  })
  router.post('/:id/rotate-secret', async (req, res) => {
    res.json(await webhooks.rotateSecret(req, idParam(req)))
  })
  router.post('/:id/test', async (req, res) => {
    res.status(202).json(await webhooks.test(req, idParam(req)))
  })
  router.get('/:id/deliveries', async (req, res) => {
    const query = deliveryLogQuerySchema.safeParse(req.query)
    if (!query.success) throw zodFailure(query.error.issues)
    const page = query.data.page ?? 1
    const { deliveries, more } = await webhooks.deliveries(req, idParam(req), page)
    // The next, older page, as GitHub's and RFC 8288's clients follow it.
    if (more) res.set('Link', `<${req.baseUrl}${req.path}?page=${page + 1}>; rel="next"`)
    res.json(deliveries)
  })
  router.post('/:id/deliveries/:deliveryId/redeliver', async (req, res) => {
    res.status(202).json(await webhooks.redeliver(req, idParam(req), idParam(req, 'deliveryId')))
  })
  return router
}
