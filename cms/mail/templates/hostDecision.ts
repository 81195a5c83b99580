import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, pageIn, t } from './words'
import type { MailTemplate } from './types'

const words = {
  approvedSubject: /*i18n*/ { id: 'email.hostDecision.approvedSubject', message: '{product}: your host application is approved' },
  declinedSubject: /*i18n*/ { id: 'email.hostDecision.declinedSubject', message: '{product}: your host application' },
  declined: /*i18n*/ {
    id: 'email.hostDecision.declined',
    message: 'Thank you for your interest in hosting. Your application was not approved at this time.',
  },
  deactivatedSubject: /*i18n*/ { id: 'email.hostDecision.deactivatedSubject', message: '{product}: your host account' },
  deactivated: /*i18n*/ {
    id: 'email.hostDecision.deactivated',
    message: 'Your host account has been deactivated, so you can no longer sign in to manage events.',
  },
  reason: /*i18n*/ { id: 'email.hostDecision.reason', message: "The reviewer's reason:" },
  approvedText: /*i18n*/ {
    id: 'email.hostDecision.approvedText',
    message: 'Your host application is approved. Sign in to create your events: {url}',
  },
  approvedHtml: /*i18n*/ { id: 'email.hostDecision.approvedHtml', message: 'Your host application is approved.' },
  signIn: /*i18n*/ { id: 'email.hostDecision.signIn', message: 'Sign in' },
}

/**
 * The master admin approved or declined a host application, or deactivated a host who was
 * active (`deactivated`: no application to speak of), in the language the host applied in
 * (`host.locale`); a rejection may give the reason, in the reviewer's own words.
 */
export const hostDecision: MailTemplate<{
  product: string
  host: { name: string; locale?: string | null }
  approved: boolean
  deactivated?: boolean
  reason?: string
}> = {
  subject: ({ product, host, approved, deactivated }) =>
    t(localeOf(host), approved ? words.approvedSubject : deactivated ? words.deactivatedSubject : words.declinedSubject, {
      product,
    }),
  render(data, made) {
    const { product, host, approved, deactivated, reason } = data
    const locale = localeOf(host)
    const subject = this.subject(data)
    if (!approved) {
      const said = t(locale, deactivated ? words.deactivated : words.declined)
      return {
        subject,
        text: [
          t(locale, hi, { name: host.name }),
          said,
          ...(reason ? [`${t(locale, words.reason)}\n${reason}`] : []),
          product,
        ].join('\n\n'),
        html: layout(
          product,
          subject,
          [
            t(locale, hi, { name: escapeHtml(host.name) }),
            said,
            ...(reason ? [`${t(locale, words.reason)}<br>${escapeHtml(reason).replace(/\n/g, '<br>')}`] : []),
          ],
          locale,
        ),
      }
    }
    const signIn = pageIn(locale, `${made.serverUrl}/auth`)
    return {
      subject,
      text: [t(locale, hi, { name: host.name }), t(locale, words.approvedText, { url: signIn }), product].join('\n\n'),
      html: layout(
        product,
        subject,
        [t(locale, hi, { name: escapeHtml(host.name) }), t(locale, words.approvedHtml), link(signIn, t(locale, words.signIn))],
        locale,
      ),
    }
  },
}
