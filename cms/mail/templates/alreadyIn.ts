import { whenText } from '../../../contract/eventWhen'
import { escapeHtml, layout, link } from './layout'
import type { MailTemplate, RegistrationMail } from './types'

const stateOf = (waiting: boolean) => (waiting ? "you're already on the waitlist" : "you're already registered")

/** Someone typed the address of a person already registered or waiting where the answer may not say so. */
export const alreadyIn: MailTemplate<RegistrationMail & { waiting: boolean }> = {
  needs: { manageLink: true },
  subject: ({ product, event, waiting }) => `${product}: ${stateOf(waiting)} for ${event.name}`,
  render(data, made) {
    const { product, event, person, waiting } = data
    const subject = this.subject(data)
    const manage = made.manageUrl
    const said = `Someone, probably you, just tried to sign up for ${event.name} (${whenText(event)}) with this address. Nothing changed: ${stateOf(waiting)}.`
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        said,
        ...(manage ? [`Your registration (change your details or cancel): ${manage}`] : []),
        product,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        escapeHtml(said),
        ...(manage ? [`${link(manage, 'Your registration')} (change your details or cancel)`] : []),
      ]),
    }
  },
}
