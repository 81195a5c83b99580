import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The bearer secret of every capability (docs/security.md, "Capabilities"): 128 random bits,
 * base64url (22 characters). The database keeps only its SHA-256, so a copy of the database
 * opens nothing; where a later email must repeat the link (manage links), a copy sealed with
 * AES-256-GCM under a key derived from PAYLOAD_SECRET and the kind's purpose is kept too.
 */
export interface IssuedToken {
  token: string
  hash: string
}

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/

/** A token looks like what issueToken makes: anything else is never looked up. */
export const isWellFormedToken = (token: unknown): token is string => typeof token === 'string' && TOKEN_PATTERN.test(token)

export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

/** What a row stores for a token someone sent; null for anything we never issue (never looked up). */
export const storedHashOf = (token: unknown): string | null => (isWellFormedToken(token) ? hashToken(token) : null)

export function issueToken(): IssuedToken {
  const token = randomBytes(16).toString('base64url')
  return { token, hash: hashToken(token) }
}

const keyOf = (secret: string, purpose: string) => createHash('sha256').update(`${purpose}:${secret}`).digest()

/** The token sealed for later emails of its kind; only PAYLOAD_SECRET opens it. */
export function sealToken(token: string, secret: string, purpose: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
}

/** The token back from its sealed copy; null when it was sealed under another secret or purpose. */
export function openToken(sealed: string | null | undefined, secret: string, purpose: string): string | null {
  if (!sealed) return null
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), iv)
    decipher.setAuthTag(tag)
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}

/**
 * A keyed digest of a token for one purpose (128 bits, base64url): only PAYLOAD_SECRET makes it,
 * so holding it proves the holder got it from the server's own email, not from a form's answer.
 */
export const macToken = (token: string, secret: string, purpose: string) =>
  createHmac('sha256', keyOf(secret, purpose)).update(token, 'utf8').digest('base64url').slice(0, 22)

export function macMatches(token: string, mac: unknown, secret: string, purpose: string): boolean {
  if (typeof mac !== 'string' || !TOKEN_PATTERN.test(mac)) return false
  return timingSafeEqual(Buffer.from(macToken(token, secret, purpose)), Buffer.from(mac))
}
