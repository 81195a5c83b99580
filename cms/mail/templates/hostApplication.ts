import { escapeHtml, layout, link } from './layout'
import type { MailTemplate } from './types'

export interface HostApplicationMail {
  product: string
  host: { name: string; email: string; phone?: string | null; linkedinUrl?: string | null }
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

/** To the applicant: the application arrived and will be decided. */
export const hostApplicationReceived: MailTemplate<HostApplicationMail> = {
  subject: ({ product }) => `${product}: we received your host application`,
  render(data) {
    const { product, host } = data
    const subject = this.subject(data)
    return {
      subject,
      text: `Hi ${host.name},\n\nThanks for applying to host. An administrator will review your application and email you when it is decided.\n\n${product}`,
      html: layout(product, subject, [
        `Hi ${escapeHtml(host.name)},`,
        'Thanks for applying to host. An administrator will review your application and email you when it is decided.',
      ]),
    }
  },
}
