import { readWebhookReason, type WebhookReasonKind } from '@contract/webhookReasons'
import { i18n } from '@site/i18n/i18n'

/** Each of contract/webhookReasons.ts's kinds in the catalogue's words ({number}, {host}, {address}, {code} as stored). */
const reasonWords: Record<WebhookReasonKind, string> = {
  turnedOff: /*i18n*/ 'the endpoint is turned off',
  deleted: /*i18n*/ 'the endpoint was deleted',
  gone: /*i18n*/ 'the receiver answered 410 Gone',
  answered: /*i18n*/ 'the receiver answered {number}',
  attemptsFailed: /*i18n*/ 'the last of {number} attempts failed',
  noAnswer: /*i18n*/ 'no answer within {number} s',
  ownerLeft: /*i18n*/ 'the owner of the endpoint no longer manages this night',
  passwordReset: /*i18n*/ 'turned off by a password reset: turn it back on if it is yours',
  tokenRevoked: /*i18n*/ 'turned off because the API token that set it up was revoked: turn it back on if it is yours',
  unsigned:
    /*i18n*/ "not sent: its signing secret cannot be read (the server's secret changed): add the endpoint again or rotate its secret",
  notHttps: /*i18n*/ 'refused: not https',
  plainHttp: /*i18n*/ 'refused: plain http is only allowed to loopback addresses',
  unresolved: /*i18n*/ 'refused: the name {host} does not resolve',
  notPublic: /*i18n*/ 'refused: {host} resolves to {address}, which is not a public address',
  connectionRefused: /*i18n*/ 'the receiver refused the connection ({code})',
  connectionClosed: /*i18n*/ 'the connection closed before an answer ({code})',
  unreachable: /*i18n*/ 'the receiver could not be reached ({code})',
  certificateRefused: /*i18n*/ "the receiver's certificate was not accepted ({code})",
  connectionFailed: /*i18n*/ 'the connection failed ({code})',
  withdrawnUndone: /*i18n*/ 'withdrawn: the check-in was undone',
  notSentErased: /*i18n*/ "not sent: the person's data was removed",
}

/**
 * A delivery's `lastError` or an endpoint's `disabledReason` in the reader's language: `/api`
 * keeps them in English for CRMs (contract/webhookReasons.ts); the host, address or error code a
 * reason names stays as it is, and a text that is not one of ours is shown as it came.
 */
export function webhookReasonText(stored: string): string {
  const reason = readWebhookReason(stored)
  return reason ? i18n._(reasonWords[reason.kind], reason.values) : stored
}
