import { z } from './zod'
import { messages } from './messages'
import type { Id } from './types'

/**
 * Webhooks (docs/api.md "Tokens, webhooks, OpenAPI"): a host's endpoint for their nights (or
 * one night), signed per Standard Webhooks (https://www.standardwebhooks.com/).
 */
export const WEBHOOK_EVENT_TYPES = [
  'registration.created',
  'registration.cancelled',
  'registration.removed',
  'registration.moved',
  'waitlist.joined',
  'waitlist.promoted',
  'checkin.created',
  'event.published',
  'event.updated',
  'event.deleted',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

export const WEBHOOK_URL_MAX = 2048

const webhookUrl = z
  .string({ error: messages.webhookUrlInvalid })
  .trim()
  .min(1, messages.webhookUrlInvalid)
  .max(WEBHOOK_URL_MAX, messages.webhookUrlInvalid)
  .refine((value) => URL.canParse(value), messages.webhookUrlInvalid)

const webhookEvents = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, { error: messages.webhookEventUnknown }), { error: messages.webhookEventsRequired })
  .min(1, messages.webhookEventsRequired)
  .transform((types) => [...new Set(types)])

const idSchema = z.union([z.string().min(1).max(64), z.number().int()])

/** `POST /api/webhooks`: without `eventId` the endpoint hears every night its owner manages. */
export const createWebhookSchema = z.object({
  url: webhookUrl,
  events: webhookEvents,
  eventId: idSchema.nullish(),
})
export type CreateWebhookInput = z.input<typeof createWebhookSchema>

/** `PATCH /api/webhooks/{id}`. */
export const updateWebhookSchema = z.object({
  url: webhookUrl.optional(),
  events: webhookEvents.optional(),
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
})

export const webhookDtoSchema = z.object({
  id: idSchema,
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  eventId: idSchema.nullable(),
  enabled: z.boolean(),
  /** Why the server turned it off (a 410, or the last retry failing); null while on or turned off by hand. */
  disabledReason: z.string().nullable(),
  createdAt: z.string(),
})
export type WebhookDto = z.output<typeof webhookDtoSchema> & { id: Id }

/** The 201 of `POST /api/webhooks` (and of rotating its secret): the signing secret, shown once. */
export const webhookCreatedSchema = webhookDtoSchema.extend({ secret: z.string() })
export type WebhookCreatedDto = WebhookDto & { secret: string }

export const DELIVERY_STATUSES = ['pending', 'sending', 'succeeded', 'failed'] as const

/** `GET /api/webhooks/{id}/deliveries`: the last 30 days, newest first. */
export const deliveryDtoSchema = z.object({
  /** The `webhook-id` header: the same on every attempt and redelivery. */
  id: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES).or(z.literal('webhook.test')),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  lastStatus: z.number().int().nullable(),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Whether it may be sent again by hand: false for one held back for good, or one not delivered
   * whose person was erased, whose check-in was undone or whose registration is gone (decisions
   * 593, 600, 608), and one being sent right now, so the log offers no button the server would refuse.
   */
  redeliverable: z.boolean(),
})
export type DeliveryDto = z.output<typeof deliveryDtoSchema>

/** How long the delivery log keeps a delivery. */
export const DELIVERY_LOG_DAYS = 30

/** The delivery log's deliveries per page, newest first; `Link: <…?page=N>; rel="next"` names the next while there is one. */
export const DELIVERY_LOG_PAGE_SIZE = 100

/** `GET /api/webhooks/{id}/deliveries[?page=N]`: the first page (the newest) unless told. */
export const deliveryLogQuerySchema = z.object({
  page: z
    .string(messages.deliveryPageInvalid)
    .regex(/^[1-9]\d{0,5}$/, messages.deliveryPageInvalid)
    .transform(Number)
    .optional()
    .describe('the page of the log, from 1 (the newest)'),
})

/** The body of every delivery (Standard Webhooks' recommended shape). */
export interface WebhookBody {
  type: WebhookEventType | 'webhook.test'
  timestamp: string
  data: Record<string, unknown>
}
