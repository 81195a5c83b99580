import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { hi, localeOf, strong, t, type Locale } from './words'
import type { MessageDescriptor } from '@lingui/core'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * An email that sends a registrant's calendar entry again (`METHOD:REQUEST`, same UID, the
 * `sequence` it is given): the greeting, `intro` about `{event}`, the lines `linesOf` gives (what
 * changed) as one paragraph, the night's details, and the line about the calendar file. The
 * counterpart of ./calendarCancel.ts.
 */
export function calendarRequest<Data extends RegistrationMail & { sequence: number }>(
  words: { subject: MessageDescriptor; intro: MessageDescriptor; calendar: MessageDescriptor },
  linesOf: (locale: Locale, data: Data) => string[] = () => [],
): MailTemplate<Data> {
  return {
    needs: { manageLink: true, invitation: 'REQUEST' },
    subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
    render(data, made) {
      const { product, event, person } = data
      const locale = localeOf(person)
      const lines = linesOf(locale, data)
      const subject = this.subject(data)
      const details = eventDetails(data, made)
      return {
        subject,
        text: [
          t(locale, hi, { name: person.name }),
          t(locale, words.intro, { event: event.name }),
          ...(lines.length ? [lines.join('\n')] : []),
          ...details.text,
          t(locale, words.calendar),
          product,
        ].join('\n\n'),
        html: layout(
          product,
          subject,
          [
            t(locale, hi, { name: escapeHtml(person.name) }),
            t(locale, words.intro, { event: strong(event.name) }),
            ...(lines.length ? [lines.map(escapeHtml).join('<br>')] : []),
            ...details.html,
            t(locale, words.calendar),
          ],
          locale,
        ),
        attachments: made.invitation ? [made.invitation] : [],
      }
    },
  }
}
