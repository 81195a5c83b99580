import { Router, type Request } from 'express'
import type { Where } from 'payload'
import { hostApprovalSchema } from '../../../contract/auth'
import { toHost } from '../../lib/dto'
import { HttpError } from '../../http/httpError'
import { asCaller } from '../../lib/asCaller'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import type { ApiContext } from '../../http/context'

const hostRoles: Where = { role: { in: ['HOST', 'ADMIN'] } }

export function hostsRouter({ payload, mailer }: ApiContext): Router {
  const router = Router()
  router.use(requireMasterAdmin)

  const list = async (req: Request, where: Where) => {
    const result = await payload.find({
      collection: 'users',
      where: { and: [hostRoles, where] },
      sort: 'createdAt',
      depth: 0,
      pagination: false,
      ...asCaller(req),
    })
    return result.docs.map((doc) => toHost(doc))
  }

  router.get('/active', async (req, res) => {
    res.json(await list(req, { approved: { equals: true } }))
  })

  router.get('/pending', async (req, res) => {
    res.json(await list(req, { and: [{ approved: { not_equals: true } }, { rejected: { not_equals: true } }] }))
  })

  /** Rejected applicants and deactivated hosts, so a mistaken rejection can be undone by approving. */
  router.get('/rejected', async (req, res) => {
    res.json(await list(req, { and: [{ approved: { not_equals: true } }, { rejected: { equals: true } }] }))
  })

  /** true approves; false rejects a pending host or deactivates an active one. Nothing is deleted. */
  router.patch('/:id/approve', validateBody(hostApprovalSchema), async (req, res) => {
    const found = await payload.find({
      collection: 'users',
      where: { and: [{ id: { equals: req.params.id } }, hostRoles] },
      limit: 1,
      depth: 0,
      ...asCaller(req),
    })
    if (!found.docs[0]) throw new HttpError(404, 'Host not found')
    const approved = req.body.approved as boolean
    const host = await payload.update({
      collection: 'users',
      id: found.docs[0].id,
      data: { approved, rejected: !approved },
      depth: 0,
      ...asCaller(req),
    })
    await mailer.hostDecision(host, approved)
    res.json(toHost(host))
  })

  return router
}
