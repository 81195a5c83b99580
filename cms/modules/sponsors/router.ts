import { Router } from 'express'
import { sponsorSchema } from '../../../contract/content'
import { toSponsor } from '../../lib/dto'
import { HttpError } from '../../http/httpError'
import { asCaller } from '../../lib/asCaller'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import type { ApiContext } from '../../http/context'

export function sponsorsRouter({ payload }: ApiContext): Router {
  const router = Router()

  router.get('/', async (req, res) => {
    const result = await payload.find({ collection: 'sponsors', sort: 'createdAt', depth: 0, pagination: false, ...asCaller(req) })
    res.json(result.docs.map((doc) => toSponsor(doc)))
  })

  router.post('/', requireMasterAdmin, validateBody(sponsorSchema), async (req, res) => {
    const sponsor = await payload.create({ collection: 'sponsors', data: req.body, ...asCaller(req), })
    res.status(201).json(toSponsor(sponsor))
  })

  router.delete('/:id', requireMasterAdmin, async (req, res) => {
    const result = await payload.delete({
      collection: 'sponsors',
      where: { id: { equals: req.params.id } },
      ...asCaller(req),
    })
    if (result.docs.length === 0) throw new HttpError(404, 'Sponsor not found')
    res.json({ message: 'Sponsor deleted' })
  })

  return router
}
