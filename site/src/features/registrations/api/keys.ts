import { eventPath } from '@site/lib/eventPaths'
import { pathSegment } from '@site/lib/api'
import type { Id } from '@contract/types'

/** The registrations feature's addresses, defined once; they double as SWR keys. */
export const attendeesKey = (eventId: Id) => `${eventPath(eventId)}/attendees`
export const attendeeKey = (eventId: Id, attendeeId: Id) => `${attendeesKey(eventId)}/${pathSegment(attendeeId)}`
export const waitlistKey = (eventId: Id) => `${eventPath(eventId)}/waitlist`
/** A registration's private address: its manage link's token. */
export const managedRegistrationKey = (token: string) => `/api/registrations/${pathSegment(token)}`
/** "Download my data": every registration of the link's address, as a file. */
export const myDataKey = (token: string) => `${managedRegistrationKey(token)}/export`
