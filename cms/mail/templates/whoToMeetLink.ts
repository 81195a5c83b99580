import { link } from './layout'
import type { Made } from './types'

/** The manage page's "Who to meet" section: the anchor scrolls to and focuses its heading (site NetworkingSection). */
export const WHO_TO_MEET_ANCHOR = 'who-to-meet'

/**
 * "See who to meet" for someone who opted in (issue 54): their manage link, opened at the
 * section, so the suggestions and the swap code are one tap away. Nothing otherwise, or when
 * the manage link cannot be made.
 */
export function whoToMeetLink(optedIn: boolean | undefined, made: Made) {
  if (!optedIn || !made.manageUrl) return { text: [], html: [] }
  const url = `${made.manageUrl}#${WHO_TO_MEET_ANCHOR}`
  return {
    text: [`See who to meet: ${url}`],
    html: [`<strong>${link(url, 'See who to meet')}</strong>: your suggestions and your code to swap contacts.`],
  }
}
