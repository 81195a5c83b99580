import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, pageIn, t } from './words'
import type { MailTemplate } from './types'

export interface HostApplicationMail {
  product: string
  host: { name: string; email: string; phone?: string | null; linkedinUrl?: string | null }
  /** The reader's language: the page the applicant applied on, or the master admins' own. */
  locale?: string | null
}

const words = {
  subject: /*i18n*/ { id: 'email.hostApplicationReceived.subject', message: '{product}: we received your host application' },
  body: /*i18n*/ {
    id: 'email.hostApplicationReceived.body',
    message: 'Thanks for applying to host. An administrator will review your application and email you when it is decided.',
  },
}

const adminWords = {
  subject: /*i18n*/ { id: 'email.hostApplicationToAdmins.subject', message: '{product}: new host application from {name}' },
  applied: /*i18n*/ { id: 'email.hostApplicationToAdmins.applied', message: '{person} applied to host.' },
  phone: /*i18n*/ { id: 'email.hostApplicationToAdmins.phone', message: 'Phone: {phone}' },
  linkedin: /*i18n*/ { id: 'email.hostApplicationToAdmins.linkedin', message: 'LinkedIn: {url}' },
  notGiven: /*i18n*/ { id: 'email.hostApplicationToAdmins.notGiven', message: 'not given' },
  reviewText: /*i18n*/ { id: 'email.hostApplicationToAdmins.reviewText', message: 'Review it: {url}' },
  reviewLink: /*i18n*/ { id: 'email.hostApplicationToAdmins.reviewLink', message: 'Review pending hosts' },
}

/**
 * To the master admins: someone applied to host, with a link to the pending list. One message for
 * the admins of one language (`locale`: theirs, cms/mail/mailer.ts groups them), not the applicant's.
 */
export const hostApplicationToAdmins: MailTemplate<HostApplicationMail> = {
  subject: ({ product, host, locale }) => t(localeOf({ locale }), adminWords.subject, { product, name: host.name }),
  render(data, made) {
    const { product, host } = data
    const locale = localeOf(data)
    const subject = this.subject(data)
    const pending = pageIn(locale, `${made.serverUrl}/admin?tab=pending-hosts`)
    const notGiven = t(locale, adminWords.notGiven)
    const phone = (escape: (text: string) => string) => t(locale, adminWords.phone, { phone: escape(host.phone ?? notGiven) })
    const linkedin = (escape: (text: string) => string) =>
      t(locale, adminWords.linkedin, { url: escape(host.linkedinUrl ?? notGiven) })
    const plain = (text: string) => text
    return {
      subject,
      text: [
        `${t(locale, adminWords.applied, { person: `${host.name} <${host.email}>` })}\n${phone(plain)}\n${linkedin(plain)}`,
        t(locale, adminWords.reviewText, { url: pending }),
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, adminWords.applied, { person: `<strong>${escapeHtml(host.name)}</strong> (${escapeHtml(host.email)})` }),
          `${phone(escapeHtml)}<br>${linkedin(escapeHtml)}`,
          link(pending, t(locale, adminWords.reviewLink)),
        ],
        locale,
      ),
    }
  },
}

/** To the applicant, in the language they applied in: the application arrived and will be decided. */
export const hostApplicationReceived: MailTemplate<HostApplicationMail> = {
  subject: ({ product, locale }) => t(localeOf({ locale }), words.subject, { product }),
  render(data) {
    const { product, host } = data
    const locale = localeOf(data)
    const subject = this.subject(data)
    return {
      subject,
      text: [t(locale, hi, { name: host.name }), t(locale, words.body), product].join('\n\n'),
      html: layout(product, subject, [t(locale, hi, { name: escapeHtml(host.name) }), t(locale, words.body)], locale),
    }
  },
}
