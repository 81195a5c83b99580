import { Router } from 'express'
import { forgotPasswordSchema, resetPasswordSchema } from '../../../contract/auth'
import { messages } from '../../../contract/messages'
import { validateBody } from '../../http/middleware/validate'
import { passwordResetService } from './passwordResetService'
import type { ApiContext } from '../context'

/**
 * "Forgot password?" by email (cms/modules/account/passwordResetService.ts); our durable outbox
 * sends the link, so a mail server outage only delays it.
 */
export function passwordResetRouter({ payload, logger, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const resets = passwordResetService(payload, mailer, logger)

  router.post('/forgot-password', ...rateLimits.forgotPassword, validateBody(forgotPasswordSchema), (req, res) => {
    // The same answer, as fast, whether or not the address has an account: the work follows it.
    res.json({ message: messages.resetLinkSent })
    void resets.sendLink(req.body.email, req.locale)
  })

  router.post('/reset-password', rateLimits.login, validateBody(resetPasswordSchema), async (req, res) => {
    await resets.reset(req.body.token, req.body.password)
    res.json({ message: messages.passwordReset })
  })

  return router
}
