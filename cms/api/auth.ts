import { Router } from 'express'
import { createLocalReq, logoutOperation } from 'payload'
import { changePasswordSchema, hostRegistrationSchema, loginSchema } from '../../contract/auth'
import { messages } from '../../contract/messages'
import { userIsActive } from '../../access/isActiveUser'
import { toCurrentUser } from '../lib/dto'
import { HttpError } from '../lib/httpError'
import { clearSessionCookie, setSessionCookie } from '../lib/session'
import { requireUser } from '../middleware/guards'
import { validateBody } from '../middleware/validate'
import type { ApiContext } from './context'

const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Login, current user, logout, host self-registration and password change. */
export function authRouter({ payload, env, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const tokenLifetime = () => payload.collections.users.config.auth.tokenExpiration

  async function endSession(user: NonNullable<Express.Request['user']>) {
    const req = await createLocalReq({ user: { ...user, collection: 'users' } as never }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }

  router.post('/login', rateLimits.login, validateBody(loginSchema), async (req, res) => {
    const { email, password } = req.body as { email: string; password: string }
    let result
    try {
      result = await payload.login({ collection: 'users', data: { email: normaliseEmail(email), password } })
    } catch (err) {
      const name = (err as Error).name
      if (name === 'LockedAuth') throw new HttpError(429, messages.accountLocked)
      throw new HttpError(401, messages.invalidCredentials)
    }
    const user = result.user as unknown as NonNullable<Express.Request['user']>
    if (!userIsActive(user)) {
      // The account exists but may not sign in yet: drop the session Payload just opened.
      await endSession({ ...user, _sid: (result.user as { _sid?: string })._sid })
      throw new HttpError(403, user.rejected ? messages.hostRejected : messages.hostPending)
    }
    setSessionCookie(res, payload, env, result.token!, tokenLifetime())
    res.json(toCurrentUser(user as never))
  })

  router.get('/user', (req, res) => {
    res.json(req.user ? toCurrentUser(req.user as never) : null)
  })

  router.post('/logout', async (req, res) => {
    if (req.user) await endSession(req.user)
    clearSessionCookie(res, payload, env)
    res.json({ message: 'Signed out' })
  })

  router.post('/register', rateLimits.register, validateBody(hostRegistrationSchema), async (req, res) => {
    const body = req.body as { name: string; email: string; password: string; phone: string; linkedinUrl: string | null }
    const email = normaliseEmail(body.email)
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } } })
    if (existing.totalDocs > 0) throw new HttpError(409, messages.emailTaken)
    let user
    try {
      // Anonymous self-registration: the server, not the caller, fixes role and approval.
      user = await payload.create({
        collection: 'users',
        overrideAccess: true,
        data: {
          name: body.name,
          email,
          password: body.password,
          phone: body.phone,
          linkedinUrl: body.linkedinUrl,
          role: 'HOST',
          approved: false,
          rejected: false,
        },
      })
    } catch (err) {
      // Two sign-ups racing for one address: the unique index decides.
      const again = await payload.count({ collection: 'users', where: { email: { equals: email } } })
      if (again.totalDocs > 0) throw new HttpError(409, messages.emailTaken)
      throw err
    }
    await mailer.hostApplicationReceived(user)
    res.status(201).json(toCurrentUser(user as never))
  })

  router.patch('/user/password', requireUser, validateBody(changePasswordSchema), async (req, res) => {
    const { currentPassword, newPassword } = req.body as { currentPassword: string; newPassword: string }
    const user = req.user!
    try {
      const check = await payload.login({ collection: 'users', data: { email: user.email, password: currentPassword } })
      // The check opened a session of its own; close it again.
      await endSession({ ...user, _sid: (check.user as { _sid?: string })._sid })
    } catch (err) {
      if ((err as Error).name === 'LockedAuth') throw new HttpError(429, messages.accountLocked)
      throw new HttpError(400, messages.currentPasswordIncorrect, { currentPassword: messages.currentPasswordIncorrect })
    }
    await payload.update({
      collection: 'users',
      id: user.id,
      data: { password: newPassword },
      user: user as never,
      overrideAccess: false,
    })
    res.json({ message: 'Password updated' })
  })

  return router
}
