import useSWR from 'swr'
import useSWRInfinite from 'swr/infinite'
import { apiRequest, fetcher, pathSegment } from '@site/lib/api'
import {
  DELIVERY_LOG_PAGE_SIZE,
  type CreateWebhookInput,
  type DeliveryDto,
  type WebhookCreatedDto,
  type WebhookDto,
} from '@contract/webhooks'
import type { CreateTokenInput, TokenCreatedDto, TokenDto } from '@contract/tokens'

/** The dashboard's "API access" tab: the person's own tokens and webhook endpoints (docs/api.md "Tokens, webhooks, OpenAPI"). */
export const TOKENS_KEY = '/api/tokens'
export const WEBHOOKS_KEY = '/api/webhooks'

export const useTokens = () => useSWR<TokenDto[]>(TOKENS_KEY, fetcher)
export const createToken = (body: CreateTokenInput) => apiRequest<TokenCreatedDto>('POST', TOKENS_KEY, body)
export const revokeToken = (id: TokenDto['id']) => apiRequest<unknown>('DELETE', `${TOKENS_KEY}/${pathSegment(id)}`)

export const useWebhooks = () => useSWR<WebhookDto[]>(WEBHOOKS_KEY, fetcher)
/** The delivery log page by page, newest first: a page short of full is the last. */
export const useDeliveries = (id: WebhookDto['id'] | null) =>
  useSWRInfinite<DeliveryDto[]>(
    (index, previous: DeliveryDto[] | null) =>
      id === null || (previous && previous.length < DELIVERY_LOG_PAGE_SIZE)
        ? null
        : `${WEBHOOKS_KEY}/${pathSegment(id)}/deliveries${index ? `?page=${index + 1}` : ''}`,
    fetcher,
  )
export const createWebhook = (body: CreateWebhookInput) => apiRequest<WebhookCreatedDto>('POST', WEBHOOKS_KEY, body)
export const setWebhookEnabled = (id: WebhookDto['id'], enabled: boolean) =>
  apiRequest<WebhookDto>('PATCH', `${WEBHOOKS_KEY}/${pathSegment(id)}`, { enabled })
export const deleteWebhook = (id: WebhookDto['id']) => apiRequest<unknown>('DELETE', `${WEBHOOKS_KEY}/${pathSegment(id)}`)
export const testWebhook = (id: WebhookDto['id']) => apiRequest<{ id: string }>('POST', `${WEBHOOKS_KEY}/${pathSegment(id)}/test`)
export const redeliver = (id: WebhookDto['id'], deliveryId: string) =>
  apiRequest<{ id: string }>('POST', `${WEBHOOKS_KEY}/${pathSegment(id)}/deliveries/${pathSegment(deliveryId)}/redeliver`)
