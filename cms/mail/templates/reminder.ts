import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { lookForBlock } from './lookFor'
import { whoToMeetLink } from './whoToMeetLink'
import { entryCodeImage, entryCodeText, hi, localeOf, seeYou, strong, t } from './words'
import type { LookForWhen, SuggestionDto } from '../../../contract/networking'
import type { MailTemplate, RegistrationMail } from './types'

/** Reminders go out this long before the start (docs/product.md "Calendar"). */
export const REMINDER_KINDS = { '24h': 24 * 3600_000, '2h': 2 * 3600_000 } as const
export type ReminderKind = keyof typeof REMINDER_KINDS

/** Each kind is a whole sentence of its own: the hours' place in it is each language's. */
const words = {
  subject: {
    '24h': /*i18n*/ { id: 'email.reminder.subject24h', message: '{product}: reminder, {event} starts in 24 hours' },
    '2h': /*i18n*/ { id: 'email.reminder.subject2h', message: '{product}: reminder, {event} starts in 2 hours' },
  },
  body: {
    '24h': /*i18n*/ { id: 'email.reminder.body24h', message: 'A reminder: {event} starts in 24 hours.' },
    '2h': /*i18n*/ { id: 'email.reminder.body2h', message: 'A reminder: {event} starts in 2 hours.' },
  },
}

/**
 * A reminder 24 h or 2 h before the start (cms/modules/calendar/reminders.ts decides when and once).
 * The 24 h one of an opted-in person carries their "3 people to look for tonight" (`lookFor`);
 * both link an opted-in person straight to "Who to meet" (`whoToMeet`).
 */
export const reminder: MailTemplate<
  RegistrationMail & { kind: ReminderKind; lookFor?: SuggestionDto[]; lookForWhen?: LookForWhen; whoToMeet?: boolean }
> = {
  needs: { manageLink: true, entryCode: true },
  subject: ({ product, event, person, kind }) => t(localeOf(person), words.subject[kind], { product, event: event.name }),
  render(data, made) {
    const { product, event, person, kind } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    const lookFor = lookForBlock(data.lookFor, data.lookForWhen, locale)
    const meet = whoToMeetLink(data.whoToMeet, made, locale)
    // The code the door scans, at hand the day before and on the way (issue 54).
    const entry = made.entryCode
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, words.body[kind], { event: event.name }),
        ...lookFor.text,
        ...meet.text,
        ...details.text,
        ...(entry ? [t(locale, entryCodeText, { url: entry.url })] : []),
        `${t(locale, seeYou)}\n${product}`,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.body[kind], { event: strong(event.name) }),
          ...lookFor.html,
          ...meet.html,
          ...details.html,
          ...(entry ? [entryCodeImage(locale)] : []),
        ],
        locale,
      ),
      attachments: entry ? [entry.image] : [],
    }
  },
}
