import { readWebhookReason } from '@contract/webhookReasons'
import { i18n } from '@site/i18n/i18n'

/**
 * A delivery's `lastError` or an endpoint's `disabledReason` in the reader's language: `/api`
 * keeps them in English for CRMs (contract/webhookReasons.ts); a text that is not one of ours
 * (the network's own error) is shown as it came.
 */
export function webhookReasonText(stored: string): string {
  const reason = readWebhookReason(stored)
  const number = reason?.number
  switch (reason?.kind) {
    case 'turnedOff':
      return i18n._('the endpoint is turned off')
    case 'deleted':
      return i18n._('the endpoint was deleted')
    case 'gone':
      return i18n._('the receiver answered 410 Gone')
    case 'answered':
      return i18n._('the receiver answered {number}', { number })
    case 'attemptsFailed':
      return i18n._('the last of {number} attempts failed', { number })
    case 'noAnswer':
      return i18n._('no answer within {number} s', { number })
    case 'ownerLeft':
      return i18n._('the owner of the endpoint no longer manages this night')
    default:
      return stored
  }
}
