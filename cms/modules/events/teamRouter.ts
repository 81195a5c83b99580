import { Router } from 'express'
import { teamMemberSchema } from '../../../contract/team'
import { requireActiveUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { teamService } from './team'
import type { ApiContext } from '../context'

/**
 * `/api/events/{id}/team` (docs/api.md "Event teams"): who runs a night with its owner. Whoever
 * manages the event reads the team; its owner or the master admin changes it (access/events.ts).
 */
export function teamRouter({ payload, atomic }: ApiContext): Router {
  const router = Router({ mergeParams: true })
  const team = teamService(payload, atomic)

  router.get('/', requireActiveUser, async (req, res) => {
    res.json(await team.list(req, idParam(req)))
  })

  router.post('/', requireActiveUser, validateBody(teamMemberSchema), async (req, res) => {
    res.status(201).json(await team.add(req, idParam(req), req.body.email))
  })

  router.delete('/:userId', requireActiveUser, async (req, res) => {
    await team.remove(req, idParam(req), idParam(req, 'userId'))
    res.json({ message: 'Removed from the team' })
  })

  return router
}

/** `GET /api/events/{id}/hosts` (public): the team members who chose to be named on event pages. */
export function eventHostsRouter({ payload, atomic }: ApiContext): Router {
  const router = Router({ mergeParams: true })
  const team = teamService(payload, atomic)
  router.get('/', async (req, res) => {
    res.json(await team.publicHosts(idParam(req)))
  })
  return router
}
