import { readWebhookReason, type WebhookReasonKind } from '../../../contract/webhookReasons'
import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, pageIn, t, type Locale } from './words'
import type { MailTemplate } from './types'
import type { MessageDescriptor } from '@lingui/core'

const words = {
  subject: /*i18n*/ { id: 'email.webhookDisabled.subject', message: '{product}: a webhook endpoint was turned off' },
  said: /*i18n*/ {
    id: 'email.webhookDisabled.said',
    message: 'We turned off your webhook endpoint {url}: {reason}. No more deliveries go to it until you turn it on again.',
  },
  seeLog: /*i18n*/ { id: 'email.webhookDisabled.seeLog', message: 'See its delivery log and turn it on again: {url}' },
  open: /*i18n*/ { id: 'email.webhookDisabled.open', message: 'Open API access' },
}

/**
 * contract/webhookReasons.ts's reasons, each kind in the reader's words ({number}: a status, attempts,
 * seconds; a host, an address and an error code as they are). An endpoint is turned off for a 410 or
 * its last attempt; the last attempt's own reason is in the delivery log.
 */
const reasonWords: Record<WebhookReasonKind, MessageDescriptor> = {
  turnedOff: /*i18n*/ { id: 'webhook.reason.turnedOff', message: 'the endpoint is turned off' },
  deleted: /*i18n*/ { id: 'webhook.reason.deleted', message: 'the endpoint was deleted' },
  gone: /*i18n*/ { id: 'webhook.reason.gone', message: 'the receiver answered 410 Gone' },
  answered: /*i18n*/ { id: 'webhook.reason.answered', message: 'the receiver answered {number}' },
  attemptsFailed: /*i18n*/ { id: 'webhook.reason.attemptsFailed', message: 'the last of {number} attempts failed' },
  noAnswer: /*i18n*/ { id: 'webhook.reason.noAnswer', message: 'no answer within {number} s' },
  passwordReset: /*i18n*/ {
    id: 'webhook.reason.passwordReset',
    message: 'turned off by a password reset: turn it back on if it is yours',
  },
  tokenRevoked: /*i18n*/ {
    id: 'webhook.reason.tokenRevoked',
    message: 'turned off because the API token that set it up was revoked: turn it back on if it is yours',
  },
  unsigned: /*i18n*/ {
    id: 'webhook.reason.unsigned',
    message:
      "not sent: its signing secret cannot be read (the server's secret changed): add the endpoint again or rotate its secret",
  },
  ownerLeft: /*i18n*/ {
    id: 'webhook.reason.ownerLeft',
    message: 'the owner of the endpoint no longer manages this night',
  },
  notHttps: /*i18n*/ { id: 'webhook.reason.notHttps', message: 'refused: not https' },
  plainHttp: /*i18n*/ {
    id: 'webhook.reason.plainHttp',
    message: 'refused: plain http is only allowed to loopback addresses',
  },
  unresolved: /*i18n*/ { id: 'webhook.reason.unresolved', message: 'refused: the name {host} does not resolve' },
  notPublic: /*i18n*/ {
    id: 'webhook.reason.notPublic',
    message: 'refused: {host} resolves to {address}, which is not a public address',
  },
  connectionRefused: /*i18n*/ { id: 'webhook.reason.connectionRefused', message: 'the receiver refused the connection ({code})' },
  connectionClosed: /*i18n*/ {
    id: 'webhook.reason.connectionClosed',
    message: 'the connection closed before an answer ({code})',
  },
  unreachable: /*i18n*/ { id: 'webhook.reason.unreachable', message: 'the receiver could not be reached ({code})' },
  certificateRefused: /*i18n*/ {
    id: 'webhook.reason.certificateRefused',
    message: "the receiver's certificate was not accepted ({code})",
  },
  connectionFailed: /*i18n*/ { id: 'webhook.reason.connectionFailed', message: 'the connection failed ({code})' },
  // A delivery's reasons only (no endpoint is turned off for them), kept so every kind reads.
  withdrawnUndone: /*i18n*/ { id: 'webhook.reason.withdrawnUndone', message: 'withdrawn: the check-in was undone' },
  notSentErased: /*i18n*/ { id: 'webhook.reason.notSentErased', message: "not sent: the person's data was removed" },
}

/** A stored reason in `locale`; a text that is not one of ours (the network's own error) stays as it came. */
function reasonIn(locale: Locale, stored: string): string {
  const reason = readWebhookReason(stored)
  return reason ? t(locale, reasonWords[reason.kind], { ...reason.values }) : stored
}

/**
 * The server turned a host's webhook endpoint off: the receiver answered 410, or the last retry
 * failed. In the owner's language, the reason too (the delivery log keeps it in English for CRMs).
 */
export const webhookDisabled: MailTemplate<{
  product: string
  owner: { name: string; locale?: string | null }
  url: string
  reason: string
}> = {
  subject: ({ product, owner }) => t(localeOf(owner), words.subject, { product }),
  render(data, made) {
    const { product, owner, url } = data
    const locale = localeOf(owner)
    const reason = reasonIn(locale, data.reason)
    const subject = this.subject(data)
    const dashboard = pageIn(locale, `${made.serverUrl}/admin?tab=api`)
    return {
      subject,
      text: [
        t(locale, hi, { name: owner.name }),
        t(locale, words.said, { url, reason }),
        t(locale, words.seeLog, { url: dashboard }),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(owner.name) }),
          t(locale, words.said, { url: escapeHtml(url), reason: escapeHtml(reason) }),
          link(dashboard, t(locale, words.open)),
        ],
        locale,
      ),
    }
  },
}
