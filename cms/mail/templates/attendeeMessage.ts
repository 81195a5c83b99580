import { eventUrlOf, detailWords } from './eventDetails'
import { escapeHtml, layout, link, linkedSentence } from './layout'
import { hi, localeOf, pageIn, strong, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  test: /*i18n*/ { id: 'email.message.test', message: '[Test] {event}: {subject}' },
  subject: /*i18n*/ { id: 'email.message.subject', message: '{event}: {subject}' },
  signed: /*i18n*/ { id: 'email.message.signed', message: '{sender}, for {event} ({when})' },
  eventPageText: /*i18n*/ { id: 'email.eventPage.text', message: 'Event page: {url}' },
}

/** What a host wrote, as the row stores it; `test` marks the copy sent to the sender alone. */
export interface AttendeeMessageMail extends RegistrationMail {
  subject: string
  body: string
  sender: string
  test: boolean
}

/**
 * A host's message to the people of one night (cms/modules/messages/service.ts): their words
 * as plain text (never HTML), the night, and the reader's own manage link.
 */
export const attendeeMessage: MailTemplate<AttendeeMessageMail> = {
  needs: { manageLink: true },
  // A host's own subject after the night's name, with the language's punctuation; only the test copy's mark is ours.
  subject: ({ event, person, subject, test }) =>
    t(localeOf(person), test ? words.test : words.subject, { event: event.name, subject }),
  render(data, made) {
    const { product, event, person, body, sender } = data
    const locale = localeOf(person)
    const when = whenIn(locale, event)
    const subject = this.subject(data)
    const eventUrl = pageIn(locale, eventUrlOf(made.serverUrl, event.id))
    const manage = made.manageUrl && pageIn(locale, made.manageUrl)
    const paragraphs = body.split(/\n{2,}/)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        body,
        t(locale, words.signed, { sender, event: event.name, when }),
        t(locale, words.eventPageText, { url: eventUrl }),
        ...(manage ? [t(locale, detailWords.manageText, { url: manage })] : []),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          ...paragraphs.map((paragraph) => escapeHtml(paragraph).replace(/\n/g, '<br>')),
          t(locale, words.signed, { sender: escapeHtml(sender), event: strong(event.name), when: escapeHtml(when) }),
          link(eventUrl, t(locale, detailWords.eventPage)),
          ...(manage ? [linkedSentence(manage, t(locale, detailWords.manageHtml))] : []),
        ],
        locale,
      ),
    }
  },
}
