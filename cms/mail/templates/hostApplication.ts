import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, t } from './words'
import type { MailTemplate } from './types'

export interface HostApplicationMail {
  product: string
  host: { name: string; email: string; phone?: string | null; linkedinUrl?: string | null }
  /** The applicant's language: the page they applied on (their own email only). */
  locale?: string | null
}

const words = {
  subject: /*i18n*/ { id: 'email.hostApplicationReceived.subject', message: '{product}: we received your host application' },
  body: /*i18n*/ {
    id: 'email.hostApplicationReceived.body',
    message: 'Thanks for applying to host. An administrator will review your application and email you when it is decided.',
  },
}

/** To the master admins: someone applied to host, with a link to the pending list. */
export const hostApplicationToAdmins: MailTemplate<HostApplicationMail> = {
  subject: ({ product, host }) => `${product}: new host application from ${host.name}`,
  render(data, made) {
    const { product, host } = data
    const subject = this.subject(data)
    const pending = `${made.serverUrl}/admin?tab=pending-hosts`
    return {
      subject,
      text: `${host.name} <${host.email}> applied to host.\nPhone: ${host.phone ?? 'not given'}\nLinkedIn: ${host.linkedinUrl ?? 'not given'}\n\nReview it: ${pending}`,
      html: layout(product, subject, [
        `<strong>${escapeHtml(host.name)}</strong> (${escapeHtml(host.email)}) applied to host.`,
        `Phone: ${escapeHtml(host.phone ?? 'not given')}<br>LinkedIn: ${escapeHtml(host.linkedinUrl ?? 'not given')}`,
        link(pending, 'Review pending hosts'),
      ]),
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
