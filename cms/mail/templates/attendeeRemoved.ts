import { whenText } from '../../../contract/eventWhen'
import { escapeHtml, layout } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * A host took the person off the night (`DELETE /api/events/{id}/attendees/{attendeeId}`): they
 * are told so, and a registered person's calendar entry goes with METHOD:CANCEL for their UID
 * (`sequence` is already the raised one). Someone taken off the waitlist never had an entry.
 */
export const attendeeRemoved: MailTemplate<RegistrationMail & { sequence: number; wasRegistered: boolean }> = {
  needs: { invitation: 'CANCEL' },
  subject: ({ product, event }) => `${product}: you are no longer on the list for ${event.name}`,
  render(data, made) {
    const { product, event, person, wasRegistered } = data
    const subject = this.subject(data)
    const what = wasRegistered ? 'registration for' : 'place on the waitlist for'
    const lines = [
      `The host of ${event.name} (${whenText(event)}) removed your ${what} the night.`,
      ...(wasRegistered ? ['The attached calendar file removes it from your calendar.'] : []),
    ]
    return {
      subject,
      text: [`Hi ${person.name},`, ...lines, product].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `The host of <strong>${escapeHtml(event.name)}</strong> (${escapeHtml(whenText(event))}) removed your ${what} the night.`,
        ...lines.slice(1).map(escapeHtml),
      ]),
      attachments: wasRegistered && made.invitation ? [made.invitation] : [],
    }
  },
}
