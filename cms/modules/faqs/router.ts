import { Router } from 'express'
import { faqSchema } from '../../../contract/content'
import { toFaq } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { idParam } from '../../http/params'
import { faqsService } from './service'
import type { ApiContext } from '../context'

export function faqsRouter({ payload }: ApiContext): Router {
  const router = Router()
  const faqs = faqsService(payload)

  router.get('/', async (req, res) => {
    res.json((await faqs.list(req)).map(toFaq))
  })

  router.post('/', requireMasterAdmin, validateBody(faqSchema), async (req, res) => {
    res.status(201).json(toFaq(await faqs.create(req, req.body)))
  })

  /** The whole FAQ again (create's schema, so an omitted order is 0 as on create): edits and moves. */
  router.patch('/:id', requireMasterAdmin, validateBody(faqSchema), async (req, res) => {
    const faq = await faqs.update(req, idParam(req), req.body)
    if (!faq) throw new HttpError(404, 'FAQ not found')
    res.json(toFaq(faq))
  })

  router.delete('/:id', requireMasterAdmin, async (req, res) => {
    if (!(await faqs.remove(req, idParam(req)))) throw new HttpError(404, 'FAQ not found')
    res.json({ message: 'FAQ deleted' })
  })

  return router
}
