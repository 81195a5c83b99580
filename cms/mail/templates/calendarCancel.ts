import { escapeHtml, layout } from './layout'
import { calendarRemoves, hi, localeOf, strong, t, whenIn } from './words'
import type { MessageDescriptor } from '@lingui/core'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * An email that ends a registration's calendar entry (METHOD:CANCEL for its UID; `sequence` is
 * already the raised one): a subject, one sentence naming the night and when, and the calendar
 * note, in the recipient's language. The night cancelled and one registration cancelled differ
 * only in their words.
 */
export function calendarCancel(words: {
  subject: MessageDescriptor
  body: MessageDescriptor
}): MailTemplate<RegistrationMail & { sequence: number }> {
  return {
    needs: { invitation: 'CANCEL' },
    subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
    render(data, made) {
      const { product, event, person } = data
      const locale = localeOf(person)
      const subject = this.subject(data)
      const when = whenIn(locale, event)
      return {
        subject,
        text: [
          t(locale, hi, { name: person.name }),
          t(locale, words.body, { event: event.name, when }),
          t(locale, calendarRemoves),
          product,
        ].join('\n\n'),
        html: layout(
          product,
          subject,
          [
            t(locale, hi, { name: escapeHtml(person.name) }),
            t(locale, words.body, { event: strong(event.name), when: escapeHtml(when) }),
            t(locale, calendarRemoves),
          ],
          locale,
        ),
        attachments: made.invitation ? [made.invitation] : [],
      }
    },
  }
}
