/**
 * The manage page's "Who to meet" section as a link target (issue 54): the "You're going" card
 * and the emails (cms/mail/templates/whoToMeetLink.ts, the same word) open the page at it.
 */
export const WHO_TO_MEET_ANCHOR = 'who-to-meet'
