import { eventPath } from '@site/lib/eventPaths'
import { pathSegment } from '@site/lib/api'
import type { Id } from '@contract/types'

/** The door's addresses, defined once; they double as SWR keys. */
export const doorLinkKey = (eventId: Id) => `${eventPath(eventId)}/door-link`
export const checkInsKey = (eventId: Id) => `${eventPath(eventId)}/check-ins`
export const walkInsKey = (eventId: Id) => `${eventPath(eventId)}/walk-ins`
/** A volunteer's door link: the list itself, its check-ins and walk-ins, with no session. */
export const doorKey = (doorToken: string) => `/api/door/${pathSegment(doorToken)}`
/** Whose entry code it is (the page a QR code of a confirmation email opens). */
export const entryCodeKey = (code: string) => `/api/entry-codes/${pathSegment(code)}`
