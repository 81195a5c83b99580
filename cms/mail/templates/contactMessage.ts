import { escapeHtml, layout } from './layout'
import type { MailTemplate } from './types'

/** A visitor's message from the contact form, to the master admins (reply goes to the visitor). */
export const contactMessage: MailTemplate<{ product: string; message: { name: string; email: string; message: string } }> = {
  subject: ({ product, message }) => `${product}: contact message from ${message.name}`,
  render(data) {
    const { product, message } = data
    const subject = this.subject(data)
    return {
      subject,
      text: `${message.name} <${message.email}> wrote:\n\n${message.message}`,
      html: layout(product, subject, [
        `<strong>${escapeHtml(message.name)}</strong> (${escapeHtml(message.email)}) wrote:`,
        escapeHtml(message.message).replace(/\n/g, '<br>'),
      ]),
    }
  },
}
