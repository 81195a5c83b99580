import { createHmac, randomInt } from 'node:crypto'
import { CONTACT_CODE_ALPHABET, CONTACT_CODE_LENGTH, normaliseContactCode } from '../../../contract/networking'
import { openToken, sealToken } from './token'

/**
 * A registration's contact code ("Who to meet", docs/security.md "Capabilities"): 8 letters and
 * digits that cannot be misread (about 40 random bits), printed on the badge as a second QR code
 * of `{SERVER_URL}/c/{code}` and shown on the person's manage page. It only lets another person
 * of the same night ask for a swap of contact details, which the holder must accept; it never
 * checks anyone in (the door's codes are cms/lib/capabilities/entryCode.ts) and reveals only the
 * holder's first name and company. The profile row keeps a keyed digest for look-ups (unique
 * within the night) and a sealed copy for the badge sheet and the manage page; withdrawing the
 * profile deletes the row, and the code with it. Re-joining issues a new code.
 */
const PURPOSE = 'contact-code'

export interface IssuedContactCode {
  code: string
  key: string
  sealed: string
}

/** What the row stores to find a code: only PAYLOAD_SECRET makes it, so a database copy cannot be searched. */
export const contactCodeKey = (secret: string, code: string) =>
  createHmac('sha256', `${PURPOSE}:${secret}`).update(code).digest('base64url')

export function issueContactCode(secret: string): IssuedContactCode {
  let code = ''
  for (let i = 0; i < CONTACT_CODE_LENGTH; i++) code += CONTACT_CODE_ALPHABET[randomInt(CONTACT_CODE_ALPHABET.length)]
  return { code, key: contactCodeKey(secret, code), sealed: sealToken(code, secret, PURPOSE) }
}

/** The code back from the row's sealed copy; null when sealed under another secret. */
export const openContactCode = (sealed: string | null | undefined, secret: string) => openToken(sealed, secret, PURPOSE)

/** The look-up key of a typed or scanned code (or its URL); null for anything that cannot be one (never looked up). */
export function keyOfScannedCode(secret: string, scanned: string): string | null {
  const code = normaliseContactCode(scanned)
  return code ? contactCodeKey(secret, code) : null
}

/** What the badge's "Swap contacts" QR code holds. */
export const contactUrl = (serverUrl: string, code: string) => `${serverUrl}/c/${code}`
