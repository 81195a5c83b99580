import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { asSystem } from '../../lib/asCaller'
import type { User } from '../../../payload-types'

/**
 * "Forgot password?" by email: Payload mints and checks the token (one hour, single use). Every
 * read here is privileged on purpose: the emailed token, not a session, is the permission.
 */
export function passwordResetService(payload: Payload) {
  return {
    /** The account for an address, or undefined. */
    accountOf: async (email: string) =>
      (
        await payload.find({
          collection: 'users',
          where: { email: { equals: email } },
          limit: 1,
          depth: 0,
          ...asSystem('password reset: whom to email'),
        })
      ).docs[0],

    /** A fresh token for the emailed link (Payload sends nothing itself; our outbox does). */
    mintToken: (email: string) =>
      payload.forgotPassword({
        collection: 'users',
        data: { email },
        disableEmail: true,
        ...asSystem('password reset: minting the emailed token'),
      }),

    /** Whose unexpired token this is, or undefined. */
    holderOf: async (token: string): Promise<User | undefined> =>
      (
        await payload.find({
          collection: 'users',
          where: {
            and: [
              { resetPasswordToken: { equals: token } },
              { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
            ],
          },
          limit: 1,
          depth: 0,
          showHiddenFields: true,
          ...asSystem('password reset: whose token is this'),
        })
      ).docs[0],

    reset: (token: string, password: string) =>
      payload.resetPassword({
        collection: 'users',
        data: { token, password },
        ...asSystem('password reset: the emailed token is the proof'),
      }),

    /** Ends every session of the account (including the one Payload's reset just opened). */
    async endAllSessions(account: User) {
      const req = await createLocalReq({ user: { ...account, collection: 'users' } }, payload)
      await logoutOperation({ collection: payload.collections.users, req, allSessions: true })
    },
  }
}
