import { issueToken, openToken, sealToken, storedHashOf } from './token'

/**
 * A person's morning-after link (`/feedback/{token}`, docs/api.md "The morning after"): its own
 * token, not the manage link, so the pulse opens one answer and nothing else of the
 * registration. The feedback row keeps the hash; the email's outbox row keeps a sealed copy,
 * which only the renderer opens, at send time. It dies with the row (collections/Feedback).
 */
const PURPOSE = 'feedback-token'

export function issueFeedbackToken(secret: string) {
  const { token, hash } = issueToken()
  return { hash, sealed: sealToken(token, secret, PURPOSE) }
}

export const openFeedbackToken = (sealed: string | null | undefined, secret: string) => openToken(sealed, secret, PURPOSE)

/** What the row stores for a token someone sent; null for anything we never issue (never looked up). */
export const feedbackTokenHash = storedHashOf

/** The page a rating link opens; `rating` picks the answer shown (a GET never records it). */
export const feedbackUrl = (serverUrl: string, token: string, rating?: number) =>
  `${serverUrl}/feedback/${token}${rating ? `?rating=${rating}` : ''}`
