import { apiRequest } from '@site/lib/api'
import { SUBSCRIPTIONS_PATH } from './keys'
import type { BotGuardFields } from '@contract/botGuard'
import type { SubscriptionInput } from '@contract/subscriptions'
import type { MessageDto } from '@contract/types'

/**
 * `POST /api/subscriptions` with the address, the city and the bot-guard fields: 202 with the
 * same sentence whether the address is new or known (messages.subscriptionRequested).
 */
export const requestSubscription = (subscription: SubscriptionInput & BotGuardFields) =>
  apiRequest<MessageDto>('POST', SUBSCRIPTIONS_PATH, subscription)
