import { whenText } from '../../../contract/eventWhen'
import { escapeHtml, layout } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/** Someone left the waitlist from their manage page. */
export const waitlistLeft: MailTemplate<RegistrationMail> = {
  subject: ({ product, event }) => `${product}: you left the waitlist for ${event.name}`,
  render(data) {
    const { product, event, person } = data
    const subject = this.subject(data)
    return {
      subject,
      text: [`Hi ${person.name},`, `You're no longer on the waitlist for ${event.name} (${whenText(event)}).`, product].join(
        '\n\n',
      ),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `You're no longer on the waitlist for <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}).`,
      ]),
    }
  },
}
