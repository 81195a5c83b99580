import useSWR from 'swr'
import { apiRequest, fetcher, pathSegment } from '@site/lib/api'
import type { CreateTokenInput, TokenCreatedDto, TokenDto } from '@contract/tokens'
import type { CreateWebhookInput, DeliveryDto, WebhookCreatedDto, WebhookDto } from '@contract/webhooks'

/** The dashboard's "API access" tab: the person's own tokens and webhook endpoints (docs/api.md "Tokens, webhooks, OpenAPI"). */
export const TOKENS_KEY = '/api/tokens'
export const WEBHOOKS_KEY = '/api/webhooks'

export const useTokens = () => useSWR<TokenDto[]>(TOKENS_KEY, fetcher)
export const createToken = (body: CreateTokenInput) => apiRequest<TokenCreatedDto>('POST', TOKENS_KEY, body)
export const revokeToken = (id: TokenDto['id']) => apiRequest<unknown>('DELETE', `${TOKENS_KEY}/${pathSegment(id)}`)

export const useWebhooks = () => useSWR<WebhookDto[]>(WEBHOOKS_KEY, fetcher)
export const useDeliveries = (id: WebhookDto['id'] | null) =>
  useSWR<DeliveryDto[]>(id === null ? null : `${WEBHOOKS_KEY}/${pathSegment(id)}/deliveries`, fetcher)
export const createWebhook = (body: CreateWebhookInput) => apiRequest<WebhookCreatedDto>('POST', WEBHOOKS_KEY, body)
export const setWebhookEnabled = (id: WebhookDto['id'], enabled: boolean) =>
  apiRequest<WebhookDto>('PATCH', `${WEBHOOKS_KEY}/${pathSegment(id)}`, { enabled })
export const deleteWebhook = (id: WebhookDto['id']) => apiRequest<unknown>('DELETE', `${WEBHOOKS_KEY}/${pathSegment(id)}`)
export const testWebhook = (id: WebhookDto['id']) => apiRequest<{ id: string }>('POST', `${WEBHOOKS_KEY}/${pathSegment(id)}/test`)
export const redeliver = (id: WebhookDto['id'], deliveryId: string) =>
  apiRequest<{ id: string }>('POST', `${WEBHOOKS_KEY}/${pathSegment(id)}/deliveries/${pathSegment(deliveryId)}/redeliver`)
