import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { LEGACY_ROW_KEY } from '../../../collections/hooks/rowKey'

/**
 * A registration's entry code for the door: `<attendeeId>.<mac>`, the MAC being 128 bits of
 * HMAC-SHA256 under a key derived from PAYLOAD_SECRET, over the id and the row's key (a random
 * value issued once when the row was made, collections/hooks/rowKey.ts). Nothing else is
 * stored: the door checks the MAC against the row the id names and then the row's live state
 * (registered, this event: cms/modules/door/checkIns.ts). A code cannot be guessed or
 * altered, it opens nothing but a check-in, and a row that ever got a removed row's id back
 * (ids are never reused, but the code does not rely on it) does not accept the removed row's
 * code. The confirmation email's QR code holds `<SERVER_URL>/check-in/<code>`.
 */
export interface EntryCodeHolder {
  id: string | number
  rowKey?: string | null
}

const macOf = (secret: string, attendeeId: string, rowKey: string) =>
  createHmac('sha256', `entry-code:${secret}`)
    // Rows made before keys were issued keep the id-only code they were mailed (docs/decisions.md).
    .update(rowKey === LEGACY_ROW_KEY ? attendeeId : `${attendeeId}:${rowKey}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url')

/**
 * The row's code. A holder read without its key (an outbox row written before keys were issued)
 * gets the id-only form: safe, because a code is only ever honoured against the key the row
 * itself stores (entryCodeMatches), so that form opens nothing but a row the migration marked.
 */
export const entryCodeOf = (secret: string, holder: EntryCodeHolder) =>
  `${holder.id}.${macOf(secret, String(holder.id), holder.rowKey || LEGACY_ROW_KEY)}`

export const checkInUrl = (serverUrl: string, code: string) => `${serverUrl}/check-in/${code}`

/**
 * What a door phone keeps instead of the code (docs/api.md "The door without a network"): the
 * lowercase hex SHA-256 of the code, the last segment of the QR code's URL. A phone hashes what it
 * scans and finds the person offline; the list it holds opens nothing, since a code cannot be
 * worked back from its hash and the server only ever takes the code itself.
 */
export const entryCodeHashOf = (secret: string, holder: EntryCodeHolder) =>
  createHash('sha256').update(entryCodeOf(secret, holder), 'utf8').digest('hex')

/** The address the QR code holds for this row. */
export const checkInUrlOf = (serverUrl: string, secret: string, holder: EntryCodeHolder) =>
  checkInUrl(serverUrl, entryCodeOf(secret, holder))

export interface ScannedEntryCode {
  attendeeId: string
  mac: string
}

/** The attendee id a scanned code (or the URL holding it) names, or null when it has not the code's shape. */
export function parseEntryCode(scanned: string): ScannedEntryCode | null {
  const code = scanned.trim().split('/').pop() ?? ''
  const match = /^([A-Za-z0-9_-]{1,64})\.([A-Za-z0-9_-]{22})$/.exec(code)
  return match ? { attendeeId: match[1], mac: match[2] } : null
}

/** Whether the scanned code is the one issued for this row (its id and its key). */
export function entryCodeMatches(secret: string, scanned: ScannedEntryCode, row: EntryCodeHolder | null | undefined): boolean {
  if (!row?.rowKey || String(row.id) !== scanned.attendeeId) return false
  const expected = Buffer.from(macOf(secret, scanned.attendeeId, row.rowKey))
  const given = Buffer.from(scanned.mac)
  return given.length === expected.length && timingSafeEqual(given, expected)
}
