import { Router } from 'express'
import { hostApprovalSchema } from '../../../contract/auth'
import { toHost } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { hostsService, type HostList } from './service'
import type { ApiContext } from '../context'

export function hostsRouter({ payload, mailer }: ApiContext): Router {
  const router = Router()
  const hosts = hostsService(payload)
  router.use(requireMasterAdmin)

  // Active, pending, and rejected (applicants turned down and deactivated hosts, so a mistaken
  // rejection can be undone by approving).
  for (const list of ['active', 'pending', 'rejected'] satisfies HostList[]) {
    router.get(`/${list}`, async (req, res) => {
      res.json((await hosts.list(req, list)).map(toHost))
    })
  }

  /** true approves; false rejects a pending host or deactivates an active one. Nothing is deleted. */
  router.patch('/:id/approve', validateBody(hostApprovalSchema), async (req, res) => {
    const { approved, reason } = req.body
    const reviewed = await hosts.review(req, idParam(req), approved)
    if (!reviewed) throw new HttpError(404, 'Host not found')
    const { host, wasActive } = reviewed
    // Only a rejection carries a reason; an approval's email has nothing to explain.
    await mailer.hostDecision(host, approved, approved ? null : reason, { deactivated: !approved && wasActive })
    res.json(toHost(host))
  })

  return router
}
