import { escapeHtml, layout } from './layout'
import { localeOf, t } from './words'
import type { MailTemplate } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.contactMessage.subject', message: '{product}: contact message from {name}' },
  wrote: /*i18n*/ { id: 'email.contactMessage.wrote', message: '{person} wrote:' },
}

/**
 * A visitor's message from the contact form, to the master admins (reply goes to the visitor): one
 * message for the admins of one language (`locale`, cms/mail/mailer.ts groups them). The visitor's
 * words stay as written.
 */
export const contactMessage: MailTemplate<{
  product: string
  message: { name: string; email: string; message: string }
  locale?: string | null
}> = {
  subject: ({ product, message, locale }) => t(localeOf({ locale }), words.subject, { product, name: message.name }),
  render(data) {
    const { product, message } = data
    const locale = localeOf(data)
    const subject = this.subject(data)
    return {
      subject,
      text: `${t(locale, words.wrote, { person: `${message.name} <${message.email}>` })}\n\n${message.message}`,
      html: layout(
        product,
        subject,
        [
          t(locale, words.wrote, { person: `<strong>${escapeHtml(message.name)}</strong> (${escapeHtml(message.email)})` }),
          escapeHtml(message.message).replace(/\n/g, '<br>'),
        ],
        locale,
      ),
    }
  },
}
