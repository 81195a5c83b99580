import { Router } from 'express'
import { userSettingsSchema } from '../../../contract/team'
import { asCaller } from '../../lib/asCaller'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { eventChangesOf } from '../../../collections/Events/eventChanges'
import type { ApiContext } from '../context'

/**
 * `/api/user/settings` (docs/api.md "Event teams"): the signed-in person's own choices; today
 * whether the pages of the events they host or co-host show their name (off until they opt in).
 */
export function userSettingsRouter({ payload }: ApiContext): Router {
  const router = Router()
  router.use(requireActiveUser)

  router.get('/', async (req, res) => {
    const user = await payload.findByID({ collection: 'users', id: req.user!.id, depth: 0, ...asCaller(req) })
    res.json({ showNameOnEvents: user.showNameOnEvents === true })
  })

  router.patch('/', validateBody(userSettingsSchema), async (req, res) => {
    const user = await payload.update({
      collection: 'users',
      id: req.user!.id,
      data: { showNameOnEvents: req.body.showNameOnEvents },
      depth: 0,
      ...asCaller(req),
    })
    // The public copy of the events names hosts who opted in: it is made again with this choice.
    eventChangesOf(payload).emit('change')
    res.json({ showNameOnEvents: user.showNameOnEvents === true })
  })

  return router
}
