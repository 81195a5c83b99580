import { randomUUID } from 'node:crypto'
import { Router, type Response } from 'express'
import { changePasswordSchema, hostRegistrationSchema, loginSchema } from '../../../contract/auth'
import { messages } from '../../../contract/messages'
import { isStorageFailure } from '../../db/storageHealth'
import { toCurrentUser } from '../../lib/dto'
import { HttpError } from '../../lib/httpError'
import { clearSessionCookie, setSessionCookie } from '../../http/sessionCookie'
import { requireUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { botGuarded } from '../../http/middleware/botGuard'
import { emailKeyOf } from '../../../contract/emailKey'
import { spendHashForUnknownEmail } from './loginTiming'
import { accountService } from './service'
import type { ApiContext } from '../context'

/** Login, current user, logout, host self-registration and password change. */
export function authRouter({ payload, env, logger, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const pretendApplied = (body: Record<string, unknown>, res: Response) =>
    res.status(201).json({ id: randomUUID(), name: body.name, email: body.email, role: 'host', approved: false })
  const account = accountService(payload)

  router.post('/login', rateLimits.login, validateBody(loginSchema), rateLimits.signInFailures, async (req, res) => {
    const { email, password } = req.body
    await spendHashForUnknownEmail(payload, email)
    let result
    try {
      result = await account.signIn(email, password)
    } catch (err) {
      const { status, message } = err as Error & { status?: number }
      if (isStorageFailure(err)) throw err
      // The Users collection refuses pending and rejected accounts (refuseInactiveAccounts).
      if (status === 403) throw new HttpError(403, message)
      throw new HttpError(401, messages.invalidCredentials)
    }
    if (!result.user || !result.token) throw new HttpError(401, messages.invalidCredentials)
    setSessionCookie(res, payload, env, result.token, account.tokenLifetime())
    res.json(toCurrentUser(result.user))
  })

  router.get('/user', (req, res) => {
    res.json(req.user ? toCurrentUser(req.user) : null)
  })

  router.post('/logout', async (req, res) => {
    if (req.user) await account.endSession(req.user)
    clearSessionCookie(res, payload, env)
    res.json({ message: 'Signed out' })
  })

  router.post(
    '/register',
    rateLimits.register,
    ...botGuarded(hostRegistrationSchema, logger, pretendApplied),
    async (req, res) => {
      const email = emailKeyOf(req.body.email)
      if (await account.emailTaken(email)) throw new HttpError(409, messages.emailTaken)
      let user
      try {
        user = await account.createHostApplicant(req.body, req.locale)
      } catch (err) {
        // Two sign-ups racing for one address: the unique index decides.
        if (await account.emailTaken(email)) throw new HttpError(409, messages.emailTaken)
        throw err
      }
      await mailer.hostApplicationReceived(user)
      res.status(201).json(toCurrentUser(user))
    },
  )

  router.patch('/user/password', requireUser, validateBody(changePasswordSchema), rateLimits.signInFailures, async (req, res) => {
    const { currentPassword, newPassword } = req.body
    const user = req.user!
    try {
      await account.checkPassword(user, currentPassword)
    } catch (err) {
      if (isStorageFailure(err)) throw err
      throw new HttpError(400, messages.currentPasswordIncorrect, { currentPassword: messages.currentPasswordIncorrect })
    }
    await account.setPassword(req, user.id, newPassword)
    res.json({ message: 'Password updated' })
  })

  return router
}
