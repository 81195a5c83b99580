import { eventPath } from '@site/lib/eventPaths'
import type { Id } from '@contract/types'

/** Messages to attendees: addresses defined once; they double as SWR keys. */
export const messagesKey = (eventId: Id) => `${eventPath(eventId)}/messages`
export const audiencesKey = (eventId: Id) => `${eventPath(eventId)}/messages/audiences`
