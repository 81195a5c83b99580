import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { CURRENT_PASSWORD_CHECKED } from '../../../collections/Users/hooks/requireCurrentPassword'
import { asAnonymous, asCaller, asSystem, type Caller } from '../../lib/asCaller'
import { emailKeyOf } from '../../../contract/emailKey'
import type { Locale } from '../../i18n/locales'
import type { z } from 'zod'
import type { hostRegistrationSchema } from '../../../contract/auth'
import type { SessionUser } from '../../http/middleware/session'

/**
 * Sign-in, sessions, host sign-up and password changes, through Payload's auth operations (the
 * Users collection's hooks refuse pending and rejected accounts and lock after failures).
 */
export function accountService(payload: Payload) {
  const endSession = async (user: SessionUser) => {
    const req = await createLocalReq({ user: { ...user, collection: 'users' } }, payload)
    await logoutOperation({ collection: payload.collections.users, req })
  }
  const emailTaken = async (email: string) =>
    (
      await payload.count({
        collection: 'users',
        where: { email: { equals: email } },
        ...asSystem('host sign-up: is the address taken'),
      })
    ).totalDocs > 0

  return {
    /** Payload's login: a token and the user, or Payload's error (locked, refused, wrong). */
    signIn: (email: string, password: string) =>
      payload.login({ collection: 'users', data: { email: emailKeyOf(email), password }, ...asAnonymous }),

    tokenLifetime: () => payload.collections.users.config.auth.tokenExpiration,

    endSession,

    emailTaken,

    /** Anonymous self-registration: the server, not the caller, fixes role and approval. */
    createHostApplicant: (data: z.output<typeof hostRegistrationSchema>, locale?: Locale) =>
      payload.create({
        collection: 'users',
        ...asSystem('anonymous host sign-up: role and approval are fixed here'),
        data: {
          name: data.name,
          email: emailKeyOf(data.email),
          password: data.password,
          phone: data.phone,
          linkedinUrl: data.linkedinUrl,
          city: data.city,
          hostingNote: data.hostingNote,
          ...(locale ? { locale } : {}),
          role: 'HOST',
          approved: false,
          rejected: false,
        },
      }),

    /** Checks a password by signing in, then closes the session that check opened. Throws when wrong. */
    async checkPassword(user: SessionUser, password: string) {
      const check = await payload.login({ collection: 'users', data: { email: user.email, password }, ...asAnonymous })
      await endSession({ ...user, _sid: (check.user as { _sid?: string })._sid })
    },

    /** A new password once the current one was checked (collections/Users/hooks/requireCurrentPassword.ts). */
    setPassword: (caller: Caller, id: SessionUser['id'], password: string) =>
      payload.update({
        collection: 'users',
        id,
        data: { password },
        context: { [CURRENT_PASSWORD_CHECKED]: true },
        ...asCaller(caller),
      }),
  }
}
