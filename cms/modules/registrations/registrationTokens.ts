import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * A registration's private manage token (docs/api.md, "Registrations"): 128 random bits,
 * base64url. The database keeps its SHA-256 for look-ups, so a copy of the database alone
 * opens no registration; it also keeps the token sealed with AES-256-GCM under a key derived
 * from PAYLOAD_SECRET, so later emails (reminders, updates, promotions) can carry the same
 * link without anyone having stored it in the clear (docs/decisions.md).
 */
export interface IssuedToken {
  token: string
  hash: string
  sealed: string
}

const keyOf = (secret: string) => createHash('sha256').update(`registration-token:${secret}`).digest()

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** A token looks like what issueToken makes: anything else is not looked up at all. */
export const isWellFormedToken = (token: string) => /^[A-Za-z0-9_-]{22}$/.test(token)

export function issueToken(secret: string): IssuedToken {
  const token = randomBytes(16).toString('base64url')
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  const sealed = [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
  return { token, hash: hashToken(token), sealed }
}

/** The token back from its sealed copy; null when it was sealed under another secret. */
export function openToken(sealed: string | null | undefined, secret: string): string | null {
  if (!sealed) return null
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/** The site page of a registration: `/registrations/{token}`. */
export const manageUrl = (serverUrl: string, token: string) => `${serverUrl}/registrations/${token}`
