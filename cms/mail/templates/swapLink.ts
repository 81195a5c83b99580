import { escapeHtml, layout, link } from './layout'
import { hi, localeOf, pageIn, t, type Locale } from './words'
import { WHO_TO_MEET_ANCHOR } from './whoToMeetLink'
import type { Made, MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.swapLink.subject', message: '{product}: your link to swap contacts with {firstName}' },
  said: /*i18n*/ {
    id: 'email.swapLink.said',
    message:
      'Someone, probably you, asked for your link at {event} to swap contacts with {firstName}. Open it on your phone: it remembers you for the night, so the next badge you scan asks at once.',
  },
  swap: /*i18n*/ { id: 'email.swapLink.swap', message: 'Swap contacts with {firstName}' },
  swapText: /*i18n*/ { id: 'email.swapLink.swapText', message: 'Swap contacts with {firstName}: {url}' },
  ignore: /*i18n*/ { id: 'email.swapLink.ignore', message: 'If it was not you, ignore this email: nothing changes.' },
}

/**
 * "Email me my link" on a badge's `/c/{code}` page (issue 54 item 2): the registration's manage
 * link, opened at "Who to meet" with the scanned code filled in (`swap`), so a phone that did not
 * know the person knows them from then on and one tap asks for the swap.
 */
export const swapLink: MailTemplate<RegistrationMail & { code: string; firstName: string }> = {
  needs: { manageLink: true },
  subject: ({ product, firstName, person }) => t(localeOf(person), words.subject, { product, firstName }),
  render(data, made) {
    const { product, event, person, firstName } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const url = swapUrl(made, data.code, locale)
    const said = t(locale, words.said, { event: event.name, firstName })
    const swap = t(locale, words.swap, { firstName })
    const ignore = t(locale, words.ignore)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        said,
        ...(url ? [t(locale, words.swapText, { firstName, url })] : []),
        ignore,
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          escapeHtml(said),
          ...(url ? [`<strong>${link(url, swap)}</strong>`] : []),
          escapeHtml(ignore),
        ],
        locale,
      ),
    }
  },
}

/** The manage link with the scanned code (`swap`) and the section's anchor; null when the link cannot be made. */
function swapUrl(made: Made, code: string, locale: Locale): string | null {
  if (!made.manageUrl) return null
  const url = new URL(pageIn(locale, made.manageUrl))
  url.searchParams.set('swap', code)
  url.hash = WHO_TO_MEET_ANCHOR
  return url.toString()
}
