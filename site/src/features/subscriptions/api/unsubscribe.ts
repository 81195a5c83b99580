import { apiRequest } from '@site/lib/api'
import { subscriptionKey } from './keys'
import type { UnsubscribedDto } from '@contract/subscriptions'

/**
 * `POST /api/subscriptions/:token/unsubscribe`: the same answer whether or not the address was
 * still there (`city` is null when it was not). The page keeps the answer: reading the token
 * again would be a 404.
 */
export const unsubscribe = (token: string) => apiRequest<UnsubscribedDto>('POST', `${subscriptionKey(token)}/unsubscribe`)
