import { issueToken, openToken, sealToken, storedHashOf } from './token'

/**
 * A password reset link (`/auth/reset?token=`): one hour, single use. Payload keeps it in the
 * account's hidden `resetPasswordToken`, which here holds only the token's hash: Payload's
 * reset looks the account up by that field, so it is handed the hash
 * (cms/modules/account/passwordResetService.ts), and a database copy opens no account.
 */
export const RESET_LIFETIME_MS = 60 * 60 * 1000

export const issueResetToken = () => {
  const issued = issueToken()
  return { ...issued, expiresAt: new Date(Date.now() + RESET_LIFETIME_MS).toISOString() }
}

/** What Payload stores and compares for a token someone sent; null for anything we never issue. */
export const storedResetToken = storedHashOf

export const resetUrl = (serverUrl: string, token: string) => `${serverUrl}/auth/reset?token=${encodeURIComponent(token)}`

/**
 * The token sealed for its email's outbox row only (cms/mail/templates/passwordReset.ts): the
 * queue opens it to send, then drops the row's data, so no usable copy stays in the database.
 */
const PURPOSE = 'reset-token'
export const sealResetToken = (token: string, secret: string) => sealToken(token, secret, PURPOSE)
export const openResetToken = (sealed: string | null | undefined, secret: string) => openToken(sealed, secret, PURPOSE)
