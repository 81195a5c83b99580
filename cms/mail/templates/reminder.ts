import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { lookForBlock } from './lookFor'
import { whoToMeetLink } from './whoToMeetLink'
import type { LookForWhen, SuggestionDto } from '../../../contract/networking'
import type { MailTemplate, RegistrationMail } from './types'

/** Reminders go out this long before the start (docs/product.md "Calendar"). */
export const REMINDER_KINDS = { '24h': 24 * 3600_000, '2h': 2 * 3600_000 } as const
export type ReminderKind = keyof typeof REMINDER_KINDS

const soonOf = (kind: ReminderKind) => (kind === '24h' ? 'in 24 hours' : 'in 2 hours')

/**
 * A reminder 24 h or 2 h before the start (cms/modules/calendar/reminders.ts decides when and once).
 * The 24 h one of an opted-in person carries their "3 people to look for tonight" (`lookFor`);
 * both link an opted-in person straight to "Who to meet" (`whoToMeet`).
 */
export const reminder: MailTemplate<
  RegistrationMail & { kind: ReminderKind; lookFor?: SuggestionDto[]; lookForWhen?: LookForWhen; whoToMeet?: boolean }
> = {
  needs: { manageLink: true, entryCode: true },
  subject: ({ product, event, kind }) => `${product}: reminder, ${event.name} starts ${soonOf(kind)}`,
  render(data, made) {
    const { product, event, person, kind } = data
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    const lookFor = lookForBlock(data.lookFor, data.lookForWhen)
    const meet = whoToMeetLink(data.whoToMeet, made)
    // The code the door scans, at hand the day before and on the way (issue 54).
    const entry = made.entryCode
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `A reminder: ${event.name} starts ${soonOf(kind)}.`,
        ...lookFor.text,
        ...meet.text,
        ...details.text,
        ...(entry ? [`Your entry code for the door (show it when you arrive): ${entry.url}`] : []),
        `See you there!\n${product}`,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `A reminder: <strong>${escapeHtml(event.name)}</strong> starts ${soonOf(kind)}.`,
        ...lookFor.html,
        ...meet.html,
        ...details.html,
        ...(entry
          ? [
              `Your entry code for the door:<br><img src="cid:entry-code" width="240" height="240" alt="QR code: your entry code for the door">`,
            ]
          : []),
      ]),
      attachments: entry ? [entry.image] : [],
    }
  },
}
