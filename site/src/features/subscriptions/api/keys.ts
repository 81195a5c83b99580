import { pathSegment } from '@site/lib/api'

/** The subscriptions feature's addresses, defined once; they double as SWR keys. */
export const SUBSCRIPTIONS_PATH = '/api/subscriptions'
/** A subscription's private address: the token its confirmation and announcement emails carry. */
export const subscriptionKey = (token: string) => `${SUBSCRIPTIONS_PATH}/${pathSegment(token)}`
