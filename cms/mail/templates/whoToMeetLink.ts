import { linkedSentence } from './layout'
import { pageIn, t, type Locale } from './words'
import type { Made } from './types'

/** The manage page's "Who to meet" section: the anchor scrolls to and focuses its heading (site NetworkingSection). */
export const WHO_TO_MEET_ANCHOR = 'who-to-meet'

const words = {
  text: /*i18n*/ { id: 'email.whoToMeet.text', message: 'See who to meet: {url}' },
  html: /*i18n*/ {
    id: 'email.whoToMeet.html',
    message: '<0>See who to meet</0>: your suggestions and your code to swap contacts.',
  },
}

/**
 * "See who to meet" for someone who opted in (issue 54): their manage link, opened at the
 * section, so the suggestions and the swap code are one tap away. Nothing otherwise, or when
 * the manage link cannot be made.
 */
export function whoToMeetLink(optedIn: boolean | undefined, made: Made, locale: Locale = 'en') {
  if (!optedIn || !made.manageUrl) return { text: [], html: [] }
  const url = `${pageIn(locale, made.manageUrl)}#${WHO_TO_MEET_ANCHOR}`
  return {
    text: [t(locale, words.text, { url })],
    html: [linkedSentence(url, t(locale, words.html), { bold: true })],
  }
}
