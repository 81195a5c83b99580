import { escapeHtml, layout, link } from './layout'
import { WHO_TO_MEET_ANCHOR } from './whoToMeetLink'
import type { Made, MailTemplate, RegistrationMail } from './types'

/**
 * "Email me my link" on a badge's `/c/{code}` page (issue 54 item 2): the registration's manage
 * link, opened at "Who to meet" with the scanned code filled in (`swap`), so a phone that did not
 * know the person knows them from then on and one tap asks for the swap.
 */
export const swapLink: MailTemplate<RegistrationMail & { code: string; firstName: string }> = {
  needs: { manageLink: true },
  subject: ({ product, firstName }) => `${product}: your link to swap contacts with ${firstName}`,
  render(data, made) {
    const { product, event, person, firstName } = data
    const subject = this.subject(data)
    const url = swapUrl(made, data.code)
    const said = `Someone, probably you, asked for your link at ${event.name} to swap contacts with ${firstName}. Open it on your phone: it remembers you for the night, so the next badge you scan asks at once.`
    const ignore = 'If it was not you, ignore this email: nothing changes.'
    return {
      subject,
      text: [`Hi ${person.name},`, said, ...(url ? [`Swap contacts with ${firstName}: ${url}`] : []), ignore, product].join(
        '\n\n',
      ),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        escapeHtml(said),
        ...(url ? [`<strong>${link(url, `Swap contacts with ${firstName}`)}</strong>`] : []),
        escapeHtml(ignore),
      ]),
    }
  },
}

/** The manage link with the scanned code (`swap`) and the section's anchor; null when the link cannot be made. */
function swapUrl(made: Made, code: string): string | null {
  if (!made.manageUrl) return null
  const url = new URL(made.manageUrl)
  url.searchParams.set('swap', code)
  url.hash = WHO_TO_MEET_ANCHOR
  return url.toString()
}
