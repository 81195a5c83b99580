import { Router, type Response } from 'express'
import { contactSchema } from '../../../contract/content'
import { asSystem } from '../../lib/asCaller'
import { botGuarded } from '../../http/middleware/botGuard'
import type { ApiContext } from '../../http/context'

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
