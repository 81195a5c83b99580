import { changeLines } from './changeLines'
import { detailWords } from './eventDetails'
import { eventChangedWords } from './eventChanged'
import { escapeHtml, layout } from './layout'
import { waitlistLinks } from './waitlistJoined'
import { hi, localeOf, strong, t, whenIn } from './words'
import type { MailTemplate, RegistrationMail } from './types'
import type { CalendarChange } from '../../../collections/Events/calendarChanges'

const words = {
  still: /*i18n*/ {
    id: 'email.waitlistNightChanged.still',
    message: "You're still on the waitlist: if a seat opens, we'll email you.",
  },
}

/**
 * A night someone waits for changed its name, time or place: what changed, when and where now,
 * that they still wait, and the link to leave. No calendar file and no calendar links: a place on
 * the waitlist is not a seat, and their confirmation (if a seat opens) brings the entry.
 */
export const waitlistNightChanged: MailTemplate<RegistrationMail & { changes: (CalendarChange | string)[] }> = {
  needs: { manageLink: true },
  subject: ({ product, event, person }) => t(localeOf(person), eventChangedWords.subject, { product, event: event.name }),
  render(data, made) {
    const { product, event, person } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const changes = changeLines(locale, data.changes)
    const when = whenIn(locale, event)
    const links = waitlistLinks(locale, made, event.id)
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, eventChangedWords.intro, { event: event.name }),
        changes.join('\n'),
        `${t(locale, detailWords.when)} ${when}`,
        t(locale, words.still),
        ...links.text,
        product,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, eventChangedWords.intro, { event: strong(event.name) }),
          changes.map(escapeHtml).join('<br>'),
          `<strong>${t(locale, detailWords.when)}</strong> ${escapeHtml(when)}`,
          t(locale, words.still),
          ...links.html,
        ],
        locale,
      ),
    }
  },
}
