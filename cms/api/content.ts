import { Router, type Response } from 'express'
import { contactSchema, faqSchema, sponsorSchema } from '../../contract/content'
import { toFaq, toSponsor } from '../lib/dto'
import { HttpError } from '../lib/httpError'
import { asCaller, asSystem } from '../lib/asCaller'
import { requireMasterAdmin } from '../middleware/guards'
import { validateBody } from '../middleware/validate'
import { botGuarded } from '../middleware/botGuard'
import type { ApiContext } from './context'

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

export function contactRouter({ payload, logger, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const pretendSent = (_body: unknown, res: Response) => res.status(201).json({ message: 'Message sent' })
  router.post('/', rateLimits.contact, ...botGuarded(contactSchema, logger, pretendSent), async (req, res) => {
    // Stored first, so a message survives any mail failure. Visitors may not create these
    // through the CMS; this route is the one public way in.
    const message = await payload.create({ collection: 'contact-messages', data: req.body, ...asSystem('storing a visitor\'s contact message') })
    await mailer.contactMessage(message)
    res.status(201).json({ message: 'Message sent' })
  })
  return router
}

export function settingsRouter({ publicEvents }: ApiContext): Router {
  const router = Router()
  router.get('/', async (_req, res) => {
    res.json(await publicEvents.settings())
  })
  return router
}
