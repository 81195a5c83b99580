import { whenText } from '../../../contract/eventWhen'
import { formatPlace } from '../../../contract/place'
import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import type { EventDto } from '../../../contract/types'
import type { UidHolder } from '../calendar'
import type { MailTemplate, RegistrationMail } from './types'

/** The night a person was moved from: its registration's UID is cancelled in the same email. */
export interface MovedFrom {
  event: EventDto
  /** The moved row: its UID is made from its id and key (cms/mail/calendar.ts). */
  person: UidHolder
  sequence: number
}

/** "When: … → …" for each of name, time and place that differs between the two nights. */
function changes(from: EventDto, to: EventDto): { label: string; before: string; after: string }[] {
  const pairs = [
    { label: 'Night', before: from.name, after: to.name },
    { label: 'When', before: whenText(from), after: whenText(to) },
    { label: 'Where', before: formatPlace(from), after: formatPlace(to) },
  ]
  return pairs.filter((pair) => pair.before !== pair.after)
}

/**
 * The hosts moved a registration to another night: one email that says what changed and is the
 * new night's confirmation (details, manage link, entry code, calendar invitation). Its calendar
 * files: the new night's METHOD:REQUEST invitation, and the old night's METHOD:CANCEL (its own
 * UID, `from.sequence` already raised) attached beside it to take the old entry off.
 */
export const moveConfirmation: MailTemplate<RegistrationMail & { sequence: number; from: MovedFrom }> = {
  needs: { manageLink: true, entryCode: true, invitation: 'REQUEST', cancellation: true },
  subject: ({ product, event, from }) => `${product}: your registration moved from ${from.event.name} to ${event.name}`,
  render(data, made) {
    const { product, event, person, from } = data
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    const changed = changes(from.event, event)
    const entry = made.entryCode
    const cancelNote = `The calendar file named ${made.cancellation?.filename ?? 'cancelled-event.ics'} takes ${from.event.name} out of your calendar; the invitation adds ${event.name}.`
    return {
      subject,
      text: [
        `Hi ${person.name},`,
        `The hosts moved your registration from ${from.event.name} to ${event.name}. You're registered for ${event.name}.`,
        ['What changed:', ...changed.map(({ label, before, after }) => `${label}: ${before} → ${after}`)].join('\n'),
        ...details.text,
        ...(entry ? [`Your new entry code for the door (show it when you arrive): ${entry.url}`] : []),
        'Links and codes from earlier emails no longer work; use the ones in this email.',
        ...(made.cancellation ? [cancelNote] : []),
        `See you there!\n${product}`,
      ].join('\n\n'),
      html: layout(product, subject, [
        `Hi ${escapeHtml(person.name)},`,
        `The hosts moved your registration from <strong>${escapeHtml(from.event.name)}</strong> to <strong>${escapeHtml(event.name)}</strong>. You're registered for ${escapeHtml(event.name)}.`,
        [
          '<strong>What changed:</strong>',
          ...changed.map(({ label, before, after }) => `${label}: ${escapeHtml(before)} → ${escapeHtml(after)}`),
        ].join('<br>'),
        ...details.html,
        ...(entry
          ? [
              `Your new entry code for the door:<br><img src="cid:entry-code" width="240" height="240" alt="QR code: your entry code for the door">`,
            ]
          : []),
        'Links and codes from earlier emails no longer work; use the ones in this email.',
        ...(made.cancellation ? [escapeHtml(cancelNote)] : []),
      ]),
      attachments: [
        ...(made.invitation ? [made.invitation] : []),
        ...(made.cancellation ? [made.cancellation] : []),
        ...(entry ? [entry.image] : []),
      ],
    }
  },
}
