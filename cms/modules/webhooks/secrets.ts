import { randomBytes } from 'node:crypto'
import { openToken, sealToken } from '../../lib/capabilities/token'

/**
 * An endpoint's signing secret (Standard Webhooks: `whsec_` and base64 of 24 random bytes). The
 * server must sign with it, so the row keeps it sealed under PAYLOAD_SECRET (AES-256-GCM,
 * cms/lib/capabilities/token.ts), never in the clear; it is shown once, when made or rotated.
 */
const PURPOSE = 'webhook-secret'
/** After a rotation the old secret signs too, for this long, so receivers can switch over. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000

export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`
export const sealWebhookSecret = (value: string, secret: string) => sealToken(value, secret, PURPOSE)

/** The secrets that sign a delivery now: the current one, and the previous one during a rotation. */
export function secretsOf(
  endpoint: { secretSealed: string; previousSecretSealed?: string | null; previousSecretUntil?: string | null },
  secret: string,
): string[] {
  const current = openToken(endpoint.secretSealed, secret, PURPOSE)
  const previous =
    endpoint.previousSecretUntil && Date.parse(endpoint.previousSecretUntil) > Date.now()
      ? openToken(endpoint.previousSecretSealed, secret, PURPOSE)
      : null
  return [current, previous].filter((value): value is string => value !== null)
}
