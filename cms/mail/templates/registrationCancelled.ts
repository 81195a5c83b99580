import { calendarCancel } from './calendarCancel'

const words = {
  subject: /*i18n*/ {
    id: 'email.registrationCancelled.subject',
    message: '{product}: your registration for {event} is cancelled',
  },
  body: /*i18n*/ { id: 'email.registrationCancelled.body', message: 'Your registration for {event} ({when}) is cancelled.' },
}

/** One registration cancelled: METHOD:CANCEL for its UID (`sequence` is already the raised one). */
export const registrationCancelled = calendarCancel(words)
