import { calendarRequest } from './calendarRequest'
import type { RegistrationMail } from './types'

const words = {
  subject: /*i18n*/ { id: 'email.eventBackOn.subject', message: '{product}: {event} is back on' },
  intro: /*i18n*/ {
    id: 'email.eventBackOn.intro',
    message: 'Good news: {event} is on again after all, and your seat is still yours.',
  },
  calendar: /*i18n*/ {
    id: 'email.eventBackOn.calendar',
    message: 'The attached calendar file puts it back in your calendar.',
  },
}
export { words as eventBackOnWords }

/**
 * A night called off and then brought back before its start: the night's details and the
 * invitation again (same UID, a SEQUENCE past the cancellation's), so the calendar that removed
 * the entry shows it again.
 */
export const eventBackOn = calendarRequest<RegistrationMail & { sequence: number }>(words)
