import { nightSentence } from './nightSentence'

const words = {
  subject: /*i18n*/ { id: 'email.waitlistLeft.subject', message: '{product}: you left the waitlist for {event}' },
  body: /*i18n*/ { id: 'email.waitlistLeft.body', message: "You're no longer on the waitlist for {event} ({when})." },
}

/** Someone left the waitlist from their manage page. */
export const waitlistLeft = nightSentence(words)
