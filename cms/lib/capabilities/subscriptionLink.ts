import { UNCONFIRMED_LIFETIME_MS } from '../../../contract/subscriptions'
import { issueToken, openToken, sealToken, storedHashOf } from './token'

/**
 * A city follower's link (`/subscriptions/{token}`): it confirms the subscription (double
 * opt-in) and later unsubscribes it, one click from any announcement. The row keeps the
 * token's hash for look-ups and a sealed copy, so every announcement can repeat the link in
 * its body and its `List-Unsubscribe` header. It dies with its row (unsubscribing deletes it).
 */
const PURPOSE = 'subscription-token'

export function issueSubscriptionToken(secret: string) {
  const { token, hash } = issueToken()
  return { token, hash, sealed: sealToken(token, secret, PURPOSE) }
}

export const openSubscriptionToken = (sealed: string | null | undefined, secret: string) => openToken(sealed, secret, PURPOSE)

/** What the row stores for a token someone sent; null for anything we never issue (never looked up). */
export const subscriptionTokenHash = storedHashOf

/** The page people open from their email. */
export const subscriptionUrl = (serverUrl: string, token: string) => `${serverUrl}/subscriptions/${token}`

/** The one-click address of `List-Unsubscribe` (RFC 8058): a POST unsubscribes, a GET shows the page. */
export const unsubscribeUrl = (serverUrl: string, token: string) => `${serverUrl}/api/subscriptions/${token}/unsubscribe`

/**
 * Whether a row's link still opens it, judged from the row as it is now: a confirmed follower's
 * link lives with the row; an unconfirmed one's for UNCONFIRMED_LIFETIME_MS from when it was asked for.
 */
export function subscriptionLinkOpens(row: { confirmed?: boolean | null; updatedAt: string }, now = Date.now()): boolean {
  return row.confirmed === true || Date.parse(row.updatedAt) + UNCONFIRMED_LIFETIME_MS > now
}
