import { calendarCancel } from './calendarCancel'

const words = {
  subject: /*i18n*/ { id: 'email.eventCancelled.subject', message: '{product}: {event} is cancelled' },
  body: /*i18n*/ {
    id: 'email.eventCancelled.body',
    message: "{event} ({when}) is cancelled. We're sorry for the change of plans.",
  },
}
export { words as eventCancelledWords }

/** A deleted event: METHOD:CANCEL for the registration's UID (`sequence` is already the raised one). */
export const eventCancelled = calendarCancel(words)
