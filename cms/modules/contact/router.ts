import { Router, type Response } from 'express'
import { contactSchema } from '../../../contract/content'
import { botGuarded } from '../../http/middleware/botGuard'
import { storeContactMessage } from './service'
import type { ApiContext } from '../context'

export function contactRouter({ payload, logger, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const pretendSent = (_body: unknown, res: Response) => res.status(201).json({ message: 'Message sent' })
  router.post('/', rateLimits.contact, ...botGuarded(contactSchema, logger, pretendSent), async (req, res) => {
    // Stored first, so a message survives any mail failure.
    const message = await storeContactMessage(payload, req.body)
    await mailer.contactMessage(message)
    res.status(201).json({ message: 'Message sent' })
  })
  return router
}
