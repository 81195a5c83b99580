import { escapeHtml, layout, linkedSentence } from './layout'
import { hi, localeOf, pageIn, t } from './words'
import type { MailTemplate } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.passwordReset.subject', message: '{product}: reset your password' },
  text: /*i18n*/ {
    id: 'email.passwordReset.text',
    message: 'To choose a new password, open this link within one hour (it works once): {url}',
  },
  html: /*i18n*/ {
    id: 'email.passwordReset.linked',
    message: '<0>Choose a new password</0> (the link works once, within one hour).',
  },
  ignore: /*i18n*/ {
    id: 'email.passwordReset.ignore',
    message: "If you didn't ask for this, ignore this email: your password stays as it is.",
  },
}

/**
 * The one-hour link to `/auth/reset`, in the language of the page that asked for it (`locale`).
 * The row keeps the token sealed (`resetTokenSealed`, cms/lib/capabilities/resetToken.ts); the
 * renderer opens it only to send.
 */
export const passwordReset: MailTemplate<{
  product: string
  user: { name: string }
  resetTokenSealed: string
  locale?: string | null
}> = {
  needs: { resetLink: true },
  subject: ({ product, locale }) => t(localeOf({ locale }), words.subject, { product }),
  render(data, made) {
    const { product, user } = data
    const locale = localeOf(data)
    const subject = this.subject(data)
    if (!made.resetUrl) throw new Error('the reset token could not be opened')
    const reset = pageIn(locale, made.resetUrl)
    return {
      subject,
      text: [t(locale, hi, { name: user.name }), t(locale, words.text, { url: reset }), t(locale, words.ignore), product].join(
        '\n\n',
      ),
      html: layout(
        product,
        subject,
        [t(locale, hi, { name: escapeHtml(user.name) }), linkedSentence(reset, t(locale, words.html)), t(locale, words.ignore)],
        locale,
      ),
    }
  },
}
