import crypto from 'node:crypto'
import { promisify } from 'node:util'
import { asSystem } from '../../lib/asCaller'
import { emailKeyOf } from '../../../contract/emailKey'
import type { Payload } from 'payload'

const pbkdf2 = promisify(crypto.pbkdf2)
const DUMMY_SALT = crypto.randomBytes(32).toString('hex')

/**
 * Payload answers at once for an email with no account but spends a password hash on a
 * known one, so the time of a failed sign-in would tell who has an account. For an unknown
 * email the same hash is spent here (the parameters of Payload's current password hashes:
 * PBKDF2-SHA256, 600,000 iterations, 32 bytes), on every route that signs in.
 */
export async function spendHashForUnknownEmail(payload: Payload, email: unknown): Promise<void> {
  const address = typeof email === 'string' ? emailKeyOf(email) : ''
  const known = address
    ? (
        await payload.count({
          collection: 'users',
          where: { email: { equals: address } },
          ...asSystem('sign-in timing: is there an account'),
        })
      ).totalDocs > 0
    : false
  if (!known) await pbkdf2('not-a-password', DUMMY_SALT, 600_000, 32, 'sha256')
}
