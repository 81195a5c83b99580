import { escapeHtml, layout, linkedSentence } from './layout'
import { hi, localeOf, pageIn, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subjectRegistered: /*i18n*/ {
    id: 'email.alreadyIn.subjectRegistered',
    message: "{product}: you're already registered for {event}",
  },
  subjectWaiting: /*i18n*/ {
    id: 'email.alreadyIn.subjectWaiting',
    message: "{product}: you're already on the waitlist for {event}",
  },
  saidRegistered: /*i18n*/ {
    id: 'email.alreadyIn.saidRegistered',
    message:
      "Someone, probably you, just tried to sign up for {event} ({when}) with this address. Nothing changed: you're already registered.",
  },
  saidWaiting: /*i18n*/ {
    id: 'email.alreadyIn.saidWaiting',
    message:
      "Someone, probably you, just tried to sign up for {event} ({when}) with this address. Nothing changed: you're already on the waitlist.",
  },
  manageText: /*i18n*/ { id: 'email.alreadyIn.manageText', message: 'Your registration (change your details or cancel): {url}' },
  manageHtml: /*i18n*/ { id: 'email.alreadyIn.manageHtml', message: '<0>Your registration</0> (change your details or cancel)' },
}

/** Someone typed the address of a person already registered or waiting where the answer may not say so. */
export const alreadyIn: MailTemplate<RegistrationMail & { waiting: boolean }> = {
  needs: { manageLink: true },
  subject: ({ product, event, person, waiting }) =>
    t(localeOf(person), waiting ? words.subjectWaiting : words.subjectRegistered, { product, event: event.name }),
  render(data, made) {
    const { product, event, person, waiting } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const manage = made.manageUrl && pageIn(locale, made.manageUrl)
    const said = t(locale, waiting ? words.saidWaiting : words.saidRegistered, { event: event.name, when: whenIn(locale, event) })
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        said,
        ...(manage ? [t(locale, words.manageText, { url: manage })] : []),
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          escapeHtml(said),
          ...(manage ? [linkedSentence(manage, t(locale, words.manageHtml))] : []),
        ],
        locale,
      ),
    }
  },
}
