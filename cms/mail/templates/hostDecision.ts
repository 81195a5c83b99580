import { escapeHtml, layout, link } from './layout'
import type { MailTemplate } from './types'

/** The master admin approved or declined a host application. */
export const hostDecision: MailTemplate<{ product: string; host: { name: string }; approved: boolean }> = {
  subject: ({ product, approved }) =>
    approved ? `${product}: your host application is approved` : `${product}: your host application`,
  render(data, made) {
    const { product, host, approved } = data
    const subject = this.subject(data)
    if (!approved) {
      return {
        subject,
        text: `Hi ${host.name},\n\nThank you for your interest in hosting. Your application was not approved at this time.\n\n${product}`,
        html: layout(product, subject, [
          `Hi ${escapeHtml(host.name)},`,
          'Thank you for your interest in hosting. Your application was not approved at this time.',
        ]),
      }
    }
    const signIn = `${made.serverUrl}/auth`
    return {
      subject,
      text: `Hi ${host.name},\n\nYour host application is approved. Sign in to create your events: ${signIn}\n\n${product}`,
      html: layout(product, subject, [
        `Hi ${escapeHtml(host.name)},`,
        'Your host application is approved.',
        link(signIn, 'Sign in'),
      ]),
    }
  },
}
