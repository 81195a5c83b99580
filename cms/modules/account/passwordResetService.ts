import { createLocalReq, logoutOperation, type Payload } from 'payload'
import { messages } from '../../../contract/messages'
import { userIsActive } from '../../../access/isActiveUser'
import { asSystem } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { isStorageFailure } from '../../db/storageHealth'
import { PASSWORD_RESET_WRITE } from '../../db/authWrites'
import { issueResetToken, storedResetToken } from '../../lib/capabilities/resetToken'
import { emailKeyOf } from '../../../contract/emailKey'
import { webhookReasons } from '../../../contract/webhookReasons'
import type { Locale } from '../../i18n/locales'
import type { Mailer } from '../../mail/mailer'
import type { Logger } from 'pino'
import type { User } from '../../../payload-types'

/**
 * "Forgot password?" by email, for `/api/auth/*` and the CMS's `/cms/api/users/*` alike. The
 * token is a capability (cms/lib/capabilities/resetToken.ts): the account keeps only its hash,
 * in Payload's hidden `resetPasswordToken`, and Payload's reset is handed that hash. Every
 * read here is privileged on purpose: the emailed token, not a session, is the permission.
 */
export function passwordResetService(payload: Payload, mailer: Mailer, logger: Logger) {
  const accountOf = async (email: string) =>
    (
      await payload.find({
        collection: 'users',
        where: { email: { equals: emailKeyOf(email) } },
        limit: 1,
        depth: 0,
        ...asSystem('password reset: whom to email'),
      })
    ).docs[0]

  /** Whose unexpired token this is, or undefined. */
  const holderOf = async (stored: string): Promise<User | undefined> =>
    (
      await payload.find({
        collection: 'users',
        where: {
          and: [
            { resetPasswordToken: { equals: stored } },
            { resetPasswordExpiration: { greater_than: new Date().toISOString() } },
          ],
        },
        limit: 1,
        depth: 0,
        showHiddenFields: true,
        ...asSystem('password reset: whose token is this'),
      })
    ).docs[0]

  /** Ends every session of the account (including the one Payload's reset just opened). */
  const endAllSessions = async (account: User) => {
    const req = await createLocalReq({ user: { ...account, collection: 'users' } }, payload)
    await logoutOperation({ collection: payload.collections.users, req, allSessions: true })
  }

  /**
   * Revokes every API token of the account (decision 521): a reset is how someone takes an account
   * back, and a token made by a stolen session would otherwise outlive the sessions it ends.
   */
  const revokeAllTokens = async (account: User) => {
    const { errors } = await payload.delete({
      collection: 'api-tokens',
      where: { user: { equals: account.id } },
      ...asSystem('password reset: the account taken back revokes its API tokens'),
    })
    // Payload collects a token that failed to go (its delete rolled back, say PostgreSQL ending a
    // deadlock with a webhook write made with one of them: decision 607) and answers normally.
    if (errors.length) throw new Error(`the API tokens could not be revoked: ${errors[0].message}`)
  }

  /**
   * Turns off every webhook endpoint of the account: one made from a stolen session would keep
   * sending the nights' registrants to the intruder after the reset took the account back. The
   * owner turns theirs back on from the dashboard; what was pending for them is not sent.
   */
  const turnOffAllWebhooks = (account: User) =>
    payload.update({
      collection: 'webhook-endpoints',
      where: { and: [{ owner: { equals: account.id } }, { enabled: { equals: true } }] },
      data: { enabled: false, disabledReason: webhookReasons.passwordReset() },
      depth: 0,
      ...asSystem('password reset: the account taken back turns off its webhook endpoints'),
    })

  return {
    /**
     * Mints and emails a link when the address has an account. Called after the answer went
     * out, so neither the answer nor its timing says whether it has one; never throws.
     */
    async sendLink(email: string, locale?: Locale) {
      try {
        const user = await accountOf(email)
        if (!user) return
        const { token, hash, expiresAt } = issueResetToken()
        await payload.update({
          collection: 'users',
          id: user.id,
          data: { resetPasswordToken: hash, resetPasswordExpiration: expiresAt },
          depth: 0,
          ...asSystem('password reset: keeping the hash of the emailed token'),
        })
        // The email's row keeps the token sealed until it is sent (cms/mail/templates/passwordReset.ts).
        await mailer.passwordReset(user, token, locale)
      } catch (err) {
        logger.error({ err }, 'password reset link could not be prepared')
      }
    },

    /**
     * A new password for the holder of the token. Pending, rejected and deactivated accounts are
     * refused before anything changes (SQLite runs without transactions here, payload.config.ts,
     * so a refusal after Payload stored the password would not be undone). Every session ends,
     * every API token is revoked and every webhook endpoint turned off; none is handed out: the
     * person signs in at /auth.
     */
    async reset(token: unknown, password: string) {
      const stored = storedResetToken(token)
      const account = stored ? await holderOf(stored) : undefined
      if (!stored || !account) throw new HttpError(400, messages.resetLinkInvalid)
      if (!userIsActive(account)) throw new HttpError(403, account.rejected ? messages.hostRejected : messages.hostPending)
      // Before the password is stored: should revoking fail, the answer is an error with the link
      // still good for another try, never a new password beside tokens that outlived it.
      await revokeAllTokens(account)
      await turnOffAllWebhooks(account)
      try {
        await payload.resetPassword({
          collection: 'users',
          data: { token: stored, password },
          // Its write keeps to the password's fields: a deactivation during the hash stands (decision 609).
          context: { [PASSWORD_RESET_WRITE]: true },
          ...asSystem('password reset: the emailed token is the proof'),
        })
      } catch (err) {
        if (isStorageFailure(err)) throw err
        const message = (err as Error).message
        // The Users collection's beforeLogin hook, should the account have changed meanwhile.
        if (message === messages.hostPending || message === messages.hostRejected) throw new HttpError(403, message)
        throw new HttpError(400, messages.resetLinkInvalid)
      }
      await endAllSessions(account)
    },
  }
}
