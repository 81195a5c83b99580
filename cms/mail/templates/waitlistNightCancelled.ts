import { eventCancelledWords } from './eventCancelled'
import { nightSentence } from './nightSentence'

const words = {
  subject: eventCancelledWords.subject,
  body: /*i18n*/ {
    id: 'email.waitlistNightCancelled.body',
    message: "{event} ({when}) is cancelled, so its waitlist is closed. We're sorry for the change of plans.",
  },
}

/** A night someone waits for is called off or deleted: they stop waiting. No calendar file: they had no entry. */
export const waitlistNightCancelled = nightSentence(words)
