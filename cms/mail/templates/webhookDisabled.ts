import { escapeHtml, layout, link } from './layout'
import type { MailTemplate } from './types'

/** The server turned a host's webhook endpoint off: the receiver answered 410, or the last retry failed. */
export const webhookDisabled: MailTemplate<{ product: string; owner: { name: string }; url: string; reason: string }> = {
  subject: ({ product }) => `${product}: a webhook endpoint was turned off`,
  render(data, made) {
    const { product, owner, url, reason } = data
    const subject = this.subject(data)
    const dashboard = `${made.serverUrl}/admin?tab=api`
    const said = `We turned off your webhook endpoint ${url}: ${reason}. No more deliveries go to it until you turn it on again.`
    return {
      subject,
      text: `Hi ${owner.name},\n\n${said}\n\nSee its delivery log and turn it on again: ${dashboard}\n\n${product}`,
      html: layout(product, subject, [`Hi ${escapeHtml(owner.name)},`, escapeHtml(said), link(dashboard, 'Open API access')]),
    }
  },
}
