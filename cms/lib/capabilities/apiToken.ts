import { createHash, randomBytes } from 'node:crypto'

/**
 * An API token (docs/security.md, "API tokens"): `mpn_` and 256 random bits in base64url. The
 * prefix lets secret scanners and people recognise one; the database keeps only its SHA-256,
 * so the token is shown once and a copy of the database opens nothing.
 */
const PREFIX = 'mpn_'
const PATTERN = /^mpn_[A-Za-z0-9_-]{43}$/

export const apiTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export function issueApiToken(): { token: string; hash: string } {
  const token = PREFIX + randomBytes(32).toString('base64url')
  return { token, hash: apiTokenHash(token) }
}

/** The stored hash of a token someone sent; null for anything we never issue (never looked up). */
export const storedApiTokenHash = (token: string): string | null => (PATTERN.test(token) ? apiTokenHash(token) : null)

/** The token of an `Authorization: Bearer …` header; undefined without one (a cookie session, or nobody). */
export function bearerTokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1] : header.toLowerCase().startsWith('bearer') ? '' : undefined
}
