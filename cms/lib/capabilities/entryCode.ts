import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A registration's entry code for the door: `<attendeeId>.<mac>`, the MAC being 128 bits of
 * HMAC-SHA256 under a key derived from PAYLOAD_SECRET. Nothing is stored: the door checks the
 * MAC and then the row's live state (registered, this event: cms/modules/registrations/checkIns.ts); a
 * code cannot be guessed or altered, and it opens nothing but a check-in. The confirmation
 * email's QR code holds `<SERVER_URL>/check-in/<code>`.
 */
const macOf = (secret: string, attendeeId: string) =>
  createHmac('sha256', `entry-code:${secret}`).update(attendeeId).digest().subarray(0, 16).toString('base64url')

export const entryCodeOf = (secret: string, attendeeId: string | number) => `${attendeeId}.${macOf(secret, String(attendeeId))}`

export const checkInUrl = (serverUrl: string, code: string) => `${serverUrl}/check-in/${code}`

/** The attendee id a scanned code (or the URL holding it) names, or null when it is not ours. */
export function attendeeIdOfCode(secret: string, scanned: string): string | null {
  const code = scanned.trim().split('/').pop() ?? ''
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})$/.exec(code)
  if (!match) return null
  const expected = Buffer.from(macOf(secret, match[1]))
  const given = Buffer.from(match[2])
  return given.length === expected.length && timingSafeEqual(given, expected) ? match[1] : null
}
