import { eventBackOnWords } from './eventBackOn'
import { nightSentence } from './nightSentence'

const words = {
  subject: eventBackOnWords.subject,
  body: /*i18n*/ {
    id: 'email.waitlistNightBackOn.body',
    message:
      "Good news: {event} ({when}) is on again after all, and you're on its waitlist again: if a seat opens, we'll email you.",
  },
}

/** A night someone waited for is brought back after it was called off: they wait again. No calendar file. */
export const waitlistNightBackOn = nightSentence(words)
