import { escapeHtml, layout, link } from './layout'
import type { MailTemplate } from './types'

const IGNORE = "If you didn't ask for this, ignore this email: your password stays as it is."

/**
 * The one-hour link to `/auth/reset`. The row keeps the token sealed (`resetTokenSealed`,
 * cms/lib/capabilities/resetToken.ts); the renderer opens it only to send.
 */
export const passwordReset: MailTemplate<{ product: string; user: { name: string }; resetTokenSealed: string }> = {
  needs: { resetLink: true },
  subject: ({ product }) => `${product}: reset your password`,
  render(data, made) {
    const { product, user } = data
    const subject = this.subject(data)
    if (!made.resetUrl) throw new Error('the reset token could not be opened')
    return {
      subject,
      text: [
        `Hi ${user.name},`,
        `To choose a new password, open this link within one hour (it works once): ${made.resetUrl}`,
        IGNORE,
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(user.name)},`,
        `${link(made.resetUrl, 'Choose a new password')} (the link works once, within one hour).`,
        IGNORE,
      ]),
    }
  },
}
