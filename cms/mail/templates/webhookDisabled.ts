import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, t } from './words'
import type { MailTemplate } from './types'

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
 * The server turned a host's webhook endpoint off: the receiver answered 410, or the last retry
 * failed. In the owner's language; the reason is the delivery log's own words.
 */
export const webhookDisabled: MailTemplate<{
  product: string
  owner: { name: string; locale?: string | null }
  url: string
  reason: string
}> = {
  subject: ({ product, owner }) => t(localeOf(owner), words.subject, { product }),
  render(data, made) {
    const { product, owner, url, reason } = data
    const locale = localeOf(owner)
    const subject = this.subject(data)
    const dashboard = `${made.serverUrl}/admin?tab=api`
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
