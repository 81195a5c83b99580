import { Router, type Response } from 'express'
import { randomUUID } from 'node:crypto'
import { createLocalReq, logoutOperation } from 'payload'
import { changePasswordSchema, hostRegistrationSchema, loginSchema } from '../../../contract/auth'
import { messages } from '../../../contract/messages'
import { CURRENT_PASSWORD_CHECKED } from '../../../collections/Users/hooks/requireCurrentPassword'
import { asAnonymous, asCaller, asSystem } from '../../lib/asCaller'
import { spendHashForUnknownEmail } from './loginTiming'
import { isStorageFailure } from '../../db/storageHealth'
import { toCurrentUser } from '../../lib/dto'
import { HttpError } from '../../http/httpError'
import { clearSessionCookie, setSessionCookie } from '../../http/sessionCookie'
import { requireUser } from '../../http/middleware/guards'
import { validateBody } from '../../http/middleware/validate'
import { botGuarded } from '../../http/middleware/botGuard'
import type { ApiContext } from '../../http/context'

const normaliseEmail = (email: string) => email.trim().toLowerCase()

/** Login, current user, logout, host self-registration and password change. */
export function authRouter({ payload, env, logger, rateLimits, mailer }: ApiContext): Router {
  const router = Router()
  const pretendApplied = (body: Record<string, unknown>, res: Response) =>
    res.status(201).json({ id: randomUUID(), name: body.name, email: body.email, role: 'host', approved: false })
  const tokenLifetime = () => payload.collections.users.config.auth.tokenExpiration

  async function endSession(user: NonNullable<Express.Request['user']>) {
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }

  router.post('/login', rateLimits.login, validateBody(loginSchema), async (req, res) => {
    const { email, password } = req.body as { email: string; password: string }
    await spendHashForUnknownEmail(payload, email)
    let result
    try {
      result = await payload.login({ collection: 'users', data: { email: normaliseEmail(email), password }, ...asAnonymous })
    } catch (err) {
      const { name, status, message } = err as Error & { status?: number }
      if (isStorageFailure(err)) throw err
      if (name === 'LockedAuth') throw new HttpError(429, messages.accountLocked)
      // The Users collection refuses pending and rejected accounts (refuseInactiveAccounts).
      if (status === 403) throw new HttpError(403, message)
      throw new HttpError(401, messages.invalidCredentials)
    }
    if (!result.user || !result.token) throw new HttpError(401, messages.invalidCredentials)
    setSessionCookie(res, payload, env, result.token, tokenLifetime())
    res.json(toCurrentUser(result.user))
  })

  router.get('/user', (req, res) => {
    res.json(req.user ? toCurrentUser(req.user) : null)
  })

  router.post('/logout', async (req, res) => {
    if (req.user) await endSession(req.user)
    clearSessionCookie(res, payload, env)
    res.json({ message: 'Signed out' })
  })

  router.post('/register', rateLimits.register, ...botGuarded(hostRegistrationSchema, logger, pretendApplied), async (req, res) => {
    const body = req.body as { name: string; email: string; password: string; phone: string; linkedinUrl: string | null }
    const email = normaliseEmail(body.email)
    const existing = await payload.count({ collection: 'users', where: { email: { equals: email } }, ...asSystem('host sign-up: is the address taken') })
    if (existing.totalDocs > 0) throw new HttpError(409, messages.emailTaken)
    let user
    try {
      // Anonymous self-registration: the server, not the caller, fixes role and approval.
      user = await payload.create({
        collection: 'users',
        ...asSystem('anonymous host sign-up: role and approval are fixed here'),
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
      const again = await payload.count({ collection: 'users', where: { email: { equals: email } }, ...asSystem('host sign-up: is the address taken') })
      if (again.totalDocs > 0) throw new HttpError(409, messages.emailTaken)
      throw err
    }
    await mailer.hostApplicationReceived(user)
    res.status(201).json(toCurrentUser(user))
  })

  router.patch('/user/password', requireUser, validateBody(changePasswordSchema), async (req, res) => {
    const { currentPassword, newPassword } = req.body as { currentPassword: string; newPassword: string }
    const user = req.user!
    try {
      const check = await payload.login({ collection: 'users', data: { email: user.email, password: currentPassword }, ...asAnonymous })
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
      context: { [CURRENT_PASSWORD_CHECKED]: true },
      ...asCaller(req),
    })
    res.json({ message: 'Password updated' })
  })

  return router
}
