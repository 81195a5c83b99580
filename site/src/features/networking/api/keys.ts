import { eventPath } from '@site/lib/eventPaths'
import { pathSegment } from '@site/lib/api'
import type { Id } from '@contract/types'

/** The networking feature's addresses, defined once; they double as SWR keys (docs/api.md "Who to meet"). */
export const networkingKey = (token: string) => `/api/registrations/${pathSegment(token)}/networking`
export const swapsKey = (token: string) => `/api/registrations/${pathSegment(token)}/swaps`
export const acceptKey = (token: string, swapId: Id) => `${swapsKey(token)}/${pathSegment(swapId)}/accept`
export const contactCardKey = (code: string) => `/api/contact-codes/${pathSegment(code)}`
export const aggregateKey = (eventId: Id) => `${eventPath(eventId)}/networking`
export const swapLinkKey = (code: string) => `${contactCardKey(code)}/my-link`
