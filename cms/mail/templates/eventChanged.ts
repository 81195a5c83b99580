import { calendarRequest } from './calendarRequest'
import { changeLines } from './changeLines'
import type { RegistrationMail } from './types'
import type { CalendarChange } from '../../../collections/Events/calendarChanges'

const words = {
  subject: /*i18n*/ { id: 'email.eventChanged.subject', message: '{product}: {event} has changed' },
  intro: /*i18n*/ { id: 'email.eventChanged.intro', message: '{event} has changed. What changed:' },
  calendar: /*i18n*/ {
    id: 'email.eventChanged.calendar',
    message: 'The attached calendar file updates the entry in your calendar.',
  },
}
export { words as eventChangedWords }

/** A change of name, time or place: what changed, the details, an updated invitation (same UID, new SEQUENCE). */
export const eventChanged = calendarRequest<RegistrationMail & { sequence: number; changes: (CalendarChange | string)[] }>(
  words,
  (locale, data) => changeLines(locale, data.changes),
)
