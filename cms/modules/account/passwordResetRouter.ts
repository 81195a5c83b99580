import { Router } from 'express'
import { forgotPasswordSchema, resetPasswordSchema } from '../../../contract/auth'
import { messages } from '../../../contract/messages'
import { HttpError } from '../../http/httpError'
import { isStorageFailure } from '../../db/storageHealth'
import { userIsActive } from '../../../access/isActiveUser'
import { validateBody } from '../../http/middleware/validate'
import { passwordResetService } from './passwordResetService'
import { normaliseEmail } from './service'
import type { ApiContext } from '../../http/context'

/** The page the emailed link opens; the token travels in the query string. */
export const resetUrl = (serverUrl: string, token: string) => `${serverUrl}/auth/reset?token=${encodeURIComponent(token)}`

/**
 * "Forgot password?" by email. Payload mints and checks the token (one hour, single use, the
 * user's other sessions end); our durable outbox sends it, so a mail server outage only delays it.
 */
export function passwordResetRouter({ payload, env, logger, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const resets = passwordResetService(payload)

  router.post('/forgot-password', ...rateLimits.forgotPassword, validateBody(forgotPasswordSchema), async (req, res) => {
    const email = normaliseEmail(req.body.email)
    // The same answer, as fast, whether or not the address has an account: the work follows it.
    res.json({ message: messages.resetLinkSent })
    try {
      const user = await resets.accountOf(email)
      if (!user) return
      const token = await resets.mintToken(email)
      if (token) await mailer.passwordReset(user, resetUrl(env.SERVER_URL, token))
    } catch (err) {
      logger.error({ err }, 'password reset link could not be prepared')
    }
  })

  router.post('/reset-password', rateLimits.login, validateBody(resetPasswordSchema), async (req, res) => {
    const { token, password } = req.body
    // Pending, rejected and deactivated accounts are refused before anything changes: the
    // sign-in hook would refuse them only after Payload stored the password, and SQLite runs
    // without transactions here (payload.config.ts), so nothing would undo it.
    const account = await resets.holderOf(token)
    if (!account) throw new HttpError(400, messages.resetLinkInvalid)
    if (!userIsActive(account)) throw new HttpError(403, account.rejected ? messages.hostRejected : messages.hostPending)
    try {
      await resets.reset(token, password)
    } catch (err) {
      if (isStorageFailure(err)) throw err
      const message = (err as Error).message
      // The Users collection's beforeLogin hook, should the account have changed meanwhile.
      if (message === messages.hostPending || message === messages.hostRejected) throw new HttpError(403, message)
      throw new HttpError(400, messages.resetLinkInvalid)
    }
    // Payload signs the person in and ends their other sessions; we hand out no session here
    // (they sign in at /auth, where pending and rejected hosts are refused), so end that one too.
    await resets.endAllSessions(account)
    res.json({ message: messages.passwordReset })
  })

  return router
}
