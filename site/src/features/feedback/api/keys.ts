import { pathSegment } from '@site/lib/api'

/** A person's morning-after answer: the address its email's links carry; doubles as the SWR key. */
export const feedbackKey = (token: string) => `/api/feedback/${pathSegment(token)}`
