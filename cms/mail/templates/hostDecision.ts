import { escapeHtml, layout, link } from './layout'
import type { MailTemplate } from './types'

/** The master admin approved or declined a host application; a rejection may give the reason. */
export const hostDecision: MailTemplate<{ product: string; host: { name: string }; approved: boolean; reason?: string }> = {
  subject: ({ product, approved }) =>
    approved ? `${product}: your host application is approved` : `${product}: your host application`,
  render(data, made) {
    const { product, host, approved, reason } = data
    const subject = this.subject(data)
    if (!approved) {
      const said = 'Thank you for your interest in hosting. Your application was not approved at this time.'
      return {
        subject,
        text: [`Hi ${host.name},`, said, ...(reason ? [`The reviewer's reason:\n${reason}`] : []), product].join('\n\n'),
        html: layout(product, subject, [
          `Hi ${escapeHtml(host.name)},`,
          said,
          ...(reason ? [`The reviewer's reason:<br>${escapeHtml(reason).replace(/\n/g, '<br>')}`] : []),
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
