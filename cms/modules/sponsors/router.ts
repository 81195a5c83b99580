import { Router } from 'express'
import { sponsorSchema } from '../../../contract/content'
import { toSponsor } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { sponsorsService } from './service'
import type { ApiContext } from '../../http/context'

export function sponsorsRouter({ payload }: ApiContext): Router {
  const router = Router()
  const sponsors = sponsorsService(payload)

  router.get('/', async (req, res) => {
    res.json((await sponsors.list(req)).map(toSponsor))
  })

  router.post('/', requireMasterAdmin, validateBody(sponsorSchema), async (req, res) => {
    res.status(201).json(toSponsor(await sponsors.create(req, req.body)))
  })

  /** The whole sponsor again (create's schema), as FAQs are edited: name, logo and website. */
  router.patch('/:id', requireMasterAdmin, validateBody(sponsorSchema), async (req, res) => {
    const sponsor = await sponsors.update(req, idParam(req), req.body)
    if (!sponsor) throw new HttpError(404, 'Sponsor not found')
    res.json(toSponsor(sponsor))
  })

  router.delete('/:id', requireMasterAdmin, async (req, res) => {
    if (!(await sponsors.remove(req, idParam(req)))) throw new HttpError(404, 'Sponsor not found')
    res.json({ message: 'Sponsor deleted' })
  })

  return router
}
