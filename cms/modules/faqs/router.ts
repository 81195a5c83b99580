import { Router } from 'express'
import { faqSchema } from '../../../contract/content'
import { toFaq } from '../../lib/dto'
import { HttpError } from '../../http/httpError'
import { asCaller } from '../../lib/asCaller'
import { requireMasterAdmin } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import type { ApiContext } from '../../http/context'

export function faqsRouter({ payload }: ApiContext): Router {
  const router = Router()

  router.get('/', async (req, res) => {
    const result = await payload.find({ collection: 'faqs', sort: ['order', 'createdAt'], depth: 0, pagination: false, ...asCaller(req) })
    res.json(result.docs.map((doc) => toFaq(doc)))
  })

  router.post('/', requireMasterAdmin, validateBody(faqSchema), async (req, res) => {
    const faq = await payload.create({ collection: 'faqs', data: req.body, ...asCaller(req), })
    res.status(201).json(toFaq(faq))
  })

  /** The whole FAQ again (create's schema, so an omitted order is 0 as on create): edits and moves. */
  router.patch('/:id', requireMasterAdmin, validateBody(faqSchema), async (req, res) => {
    const result = await payload.update({
      collection: 'faqs',
      where: { id: { equals: req.params.id } },
      data: req.body,
      depth: 0,
      ...asCaller(req),
    })
    if (result.docs.length === 0) throw new HttpError(404, 'FAQ not found')
    res.json(toFaq(result.docs[0]))
  })

  router.delete('/:id', requireMasterAdmin, async (req, res) => {
    const result = await payload.delete({
      collection: 'faqs',
      where: { id: { equals: req.params.id } },
      ...asCaller(req),
    })
    if (result.docs.length === 0) throw new HttpError(404, 'FAQ not found')
    res.json({ message: 'FAQ deleted' })
  })

  return router
}
