import { Router } from 'express'
import { requireActiveUser } from '../../http/middleware/guards'
import { idParam } from '../../http/params'
import { loadEvent } from '../events/service'
import { createDoorLink, doorLinkStatus, revokeDoorLinks } from './doorLinks'
import type { ApiContext } from '../context'

/**
 * `/api/events/{id}/door-link` (docs/api.md, "Door and reports"): whoever manages the event
 * (access/events.ts) makes, reads and revokes the volunteer's link. What the link then opens
 * (the door's list and check-ins) is cms/modules/registrations.
 */
export function doorLinkRouter({ payload, env }: ApiContext): Router {
  const router = Router({ mergeParams: true })
  router.use(requireActiveUser)
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'private, no-store')
    next()
  })
  router.get('/', async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.json(await doorLinkStatus(payload, event.id))
  })
  router.post('/', async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    res.status(201).json(await createDoorLink(payload, env.SERVER_URL, event, req.user!.id))
  })
  router.delete('/', async (req, res) => {
    const event = await loadEvent(payload, idParam(req), { caller: req, must: 'manage' })
    await revokeDoorLinks(payload, event.id)
    res.json({ message: 'Door link revoked' })
  })
  return router
}
