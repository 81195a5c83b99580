import useSWR from 'swr'
import { subscriptionKey } from './keys'
import type { SubscriptionDto } from '@contract/subscriptions'

/**
 * `GET /api/subscriptions/:token`: the address, the city and whether it is confirmed; reading
 * changes nothing. 404 for an unknown token, or an unconfirmed one older than 7 days.
 */
export function useSubscription(token: string | undefined) {
  return useSWR<SubscriptionDto, Error>(token ? subscriptionKey(token) : null, {
    // Once unsubscribed the address is gone (404): the page keeps what it showed.
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}
