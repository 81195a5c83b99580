import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { subscriptionKey } from './keys'
import type { SubscriptionDto } from '@contract/subscriptions'

/** `POST /api/subscriptions/:token/confirm` (repeating it answers the same); its answer replaces the page's copy. */
export function useConfirmSubscription(token: string) {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    const confirmed = await apiRequest<SubscriptionDto>('POST', `${subscriptionKey(token)}/confirm`)
    await mutate(subscriptionKey(token), confirmed, { revalidate: false })
    return confirmed
  }, [mutate, token])
}
