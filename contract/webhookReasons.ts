/**
 * Why a delivery failed or an endpoint was turned off, as the server stores them and `/api` answers
 * them (a delivery's `lastError`, an endpoint's `disabledReason`): English and stable, since a host's
 * CRM may read them. A screen or an email says them in its reader's language by their kind
 * (`readWebhookReason`); any other text (the network's own error, such as "connect ECONNREFUSED
 * 10.0.0.1:443") is shown as it came.
 */
export const webhookReasons = {
  turnedOff: () => 'the endpoint is turned off',
  deleted: () => 'the endpoint was deleted',
  gone: () => 'the receiver answered 410 Gone',
  answered: (status: number | null) => `the receiver answered ${status}`,
  attemptsFailed: (attempts: number) => `the last of ${attempts} attempts failed`,
  noAnswer: (seconds: number) => `no answer within ${seconds} s`,
  ownerLeft: () => 'the owner of the endpoint no longer manages this night',
}

export type WebhookReasonKind = keyof typeof webhookReasons

const READ: [WebhookReasonKind, RegExp][] = [
  ['turnedOff', /^the endpoint is turned off$/],
  ['deleted', /^the endpoint was deleted$/],
  ['gone', /^the receiver answered 410 Gone$/],
  ['answered', /^the receiver answered (\d+)$/],
  ['attemptsFailed', /^the last of (\d+) attempts failed$/],
  ['noAnswer', /^no answer within (\d+) s$/],
  ['ownerLeft', /^the owner of the endpoint no longer manages this night$/],
]

/** The kind of one of our reasons, with its number (a status, attempts, seconds); null for any other text. */
export function readWebhookReason(text: string): { kind: WebhookReasonKind; number: number } | null {
  for (const [kind, pattern] of READ) {
    const found = pattern.exec(text)
    if (found) return { kind, number: Number(found[1] ?? 0) }
  }
  return null
}
