import { escapeHtml, layout } from './layout'
import { hi, localeOf, strong, t, whenIn } from './words'
import type { MessageDescriptor } from '@lingui/core'
import type { MailTemplate, RegistrationMail } from './types'

/**
 * An email that is one sentence about one night (`{event}` and `{when}`) under the greeting, in
 * the recipient's language: leaving the waitlist, or the waitlist closing with its night.
 */
export function nightSentence(words: { subject: MessageDescriptor; body: MessageDescriptor }): MailTemplate<RegistrationMail> {
  return {
    subject: ({ product, event, person }) => t(localeOf(person), words.subject, { product, event: event.name }),
    render(data) {
      const { product, event, person } = data
      const locale = localeOf(person)
      const subject = this.subject(data)
      const when = whenIn(locale, event)
      return {
        subject,
        text: [t(locale, hi, { name: person.name }), t(locale, words.body, { event: event.name, when }), product].join('\n\n'),
        html: layout(
          product,
          subject,
          [
            t(locale, hi, { name: escapeHtml(person.name) }),
            t(locale, words.body, { event: strong(event.name), when: escapeHtml(when) }),
          ],
          locale,
        ),
      }
    },
  }
}
