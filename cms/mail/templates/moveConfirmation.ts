import { formatPlace } from '../../../contract/place'
import { eventDetails } from './eventDetails'
import { escapeHtml, layout } from './layout'
import { entryCodeImage, hi, labelled, localeOf, seeYou, strong, t, whenIn, type Locale } from './words'
import type { EventDto } from '../../../contract/types'
import type { UidHolder } from '../calendar'
import type { MailTemplate, RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ {
    id: 'email.move.subject',
    message: '{product}: your registration moved from {from} to {event}',
  },
  news: /*i18n*/ {
    id: 'email.move.news',
    message: "The hosts moved your registration from {from} to {event}. You're registered for {eventAgain}.",
  },
  changed: /*i18n*/ { id: 'email.move.changed', message: 'What changed:' },
  night: /*i18n*/ { id: 'email.move.night', message: 'Night' },
  when: /*i18n*/ { id: 'email.move.when', message: 'When' },
  where: /*i18n*/ { id: 'email.move.where', message: 'Where' },
  entryText: /*i18n*/ {
    id: 'email.move.entryText',
    message: 'Your new entry code for the door (show it when you arrive): {url}',
  },
  entryHtml: /*i18n*/ { id: 'email.move.entryHtml', message: 'Your new entry code for the door:' },
  oldLinks: /*i18n*/ {
    id: 'email.move.oldLinks',
    message: 'Links and codes from earlier emails no longer work; use the ones in this email.',
  },
  cancelNote: /*i18n*/ {
    id: 'email.move.cancelNote',
    message: 'The calendar file named {file} takes {from} out of your calendar; the invitation adds {event}.',
  },
}

/** The night a person was moved from: its registration's UID is cancelled in the same email. */
export interface MovedFrom {
  event: EventDto
  /** The moved row: its UID is made from its id and key (cms/mail/calendar.ts). */
  person: UidHolder
  sequence: number
}

/** "When: … → …" for each of name, time and place that differs between the two nights. */
function changes(from: EventDto, to: EventDto, locale: Locale): { label: string; before: string; after: string }[] {
  const pairs = [
    { label: t(locale, words.night), before: from.name, after: to.name },
    { label: t(locale, words.when), before: whenIn(locale, from), after: whenIn(locale, to) },
    { label: t(locale, words.where), before: formatPlace(from), after: formatPlace(to) },
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
  subject: ({ product, event, person, from }) =>
    t(localeOf(person), words.subject, { product, from: from.event.name, event: event.name }),
  render(data, made) {
    const { product, event, person, from } = data
    const locale = localeOf(person)
    const subject = this.subject(data)
    const details = eventDetails(data, made)
    const changed = changes(from.event, event, locale)
    const entry = made.entryCode
    const cancelNote = t(locale, words.cancelNote, {
      file: made.cancellation?.filename ?? 'cancelled-event.ics',
      from: from.event.name,
      event: event.name,
    })
    return {
      subject,
      text: [
        t(locale, hi, { name: person.name }),
        t(locale, words.news, { from: from.event.name, event: event.name, eventAgain: event.name }),
        [
          t(locale, words.changed),
          ...changed.map(({ label, before, after }) => t(locale, labelled, { label, value: `${before} → ${after}` })),
        ].join('\n'),
        ...details.text,
        ...(entry ? [t(locale, words.entryText, { url: entry.url })] : []),
        t(locale, words.oldLinks),
        ...(made.cancellation ? [cancelNote] : []),
        `${t(locale, seeYou)}\n${product}`,
      ].join('\n\n'),
      html: layout(
        product,
        subject,
        [
          t(locale, hi, { name: escapeHtml(person.name) }),
          t(locale, words.news, { from: strong(from.event.name), event: strong(event.name), eventAgain: escapeHtml(event.name) }),
          [
            `<strong>${t(locale, words.changed)}</strong>`,
            ...changed.map(({ label, before, after }) =>
              t(locale, labelled, { label, value: `${escapeHtml(before)} → ${escapeHtml(after)}` }),
            ),
          ].join('<br>'),
          ...details.html,
          ...(entry ? [entryCodeImage(locale, words.entryHtml)] : []),
          t(locale, words.oldLinks),
          ...(made.cancellation ? [escapeHtml(cancelNote)] : []),
        ],
        locale,
      ),
      attachments: [
        ...(made.invitation ? [made.invitation] : []),
        ...(made.cancellation ? [made.cancellation] : []),
        ...(entry ? [entry.image] : []),
      ],
    }
  },
}
