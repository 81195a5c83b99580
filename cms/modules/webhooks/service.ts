import { HttpError } from '../../lib/httpError'
import { asSystem, type Caller } from '../../lib/asCaller'
import { messages } from '../../../contract/messages'
import { isWithheld, webhookReasons, WITHHELD_REASONS } from '../../../contract/webhookReasons'
import {
  DELIVERY_LOG_DAYS,
  DELIVERY_LOG_PAGE_SIZE,
  type DeliveryDto,
  type WebhookCreatedDto,
  type WebhookDto,
  type WebhookEventType,
} from '../../../contract/webhooks'
import { loadEvent } from '../events/service'
import { newMessageId, storeDeliveries, wakeWebhookSender, webhookData } from './emit'
import { newWebhookSecret, ROTATION_OVERLAP_MS, sealWebhookSecret } from './secrets'
import { resolveTarget, TargetRefused } from './targets'
import { heldBackForGood, heldBackOnPage } from './heldBack'
import { refuseUnlessTokenStill } from './tokenStill'
import type { AtomicUnits } from '../../db/atomic'
import type { Payload, PayloadRequest, Where } from 'payload'
import type { Request } from 'express'
import type { WebhookDelivery, WebhookEndpoint } from '../../../payload-types'
import type { Id } from '../../../contract/types'

export interface WebhookSettings {
  secret: string
  allowLocal: boolean
}

const toDto = (row: WebhookEndpoint): WebhookDto => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEventType[],
  eventId: row.eventId ? (/^\d+$/.test(row.eventId) ? Number(row.eventId) : row.eventId) : null,
  enabled: row.enabled === true,
  disabledReason: row.disabledReason ?? null,
  createdAt: row.createdAt,
})

const toDeliveryDto = (row: WebhookDelivery, redeliverable: boolean): DeliveryDto => ({
  id: row.messageId,
  type: row.type as DeliveryDto['type'],
  status: row.status,
  attempts: row.attempts ?? 0,
  lastStatus: row.lastStatus ?? null,
  lastError: row.lastError ?? null,
  nextAttemptAt: row.nextAttemptAt ?? null,
  createdAt: row.createdAt,
  redeliverable,
})

/** The target checked now, after DNS resolution (./targets.ts): 400 naming the field when refused. */
async function checkedUrl(url: string, settings: WebhookSettings) {
  try {
    await resolveTarget(url, settings.allowLocal)
  } catch (err) {
    if (!(err instanceof TargetRefused)) throw err
    const message = err.message === webhookReasons.notHttps() ? messages.webhookUrlInvalid : messages.webhookUrlRefused
    throw new HttpError(400, message, { url: message })
  }
  return url
}

/** The caller's own endpoint, or 404 (anyone else's is not there for them). */
async function ownEndpoint(payload: Payload, caller: Caller, id: string): Promise<WebhookEndpoint> {
  const found = await payload.find({
    collection: 'webhook-endpoints',
    where: { and: [{ id: { equals: id } }, { owner: { equals: caller.user!.id } }] },
    depth: 0,
    limit: 1,
    pagination: false,
    showHiddenFields: true,
    ...asSystem("webhooks: the caller's own endpoint"),
  })
  const endpoint = found.docs[0]
  if (!endpoint) throw new HttpError(404, messages.webhookNotFound)
  return endpoint
}

/** The caller's API token (its id), when the request came with one rather than a session. */
type WebhookCaller = Caller & Partial<Pick<Request, 'apiToken'>>
const tokenOf = (caller: WebhookCaller) => (caller.apiToken ? String(caller.apiToken.id) : null)

export function webhooksService(payload: Payload, atomic: AtomicUnits, settings: WebhookSettings) {
  /** A write to an endpoint, in a unit where the token it is made with (if one) is checked again (./tokenStill.ts). */
  const written = <T>(caller: WebhookCaller, write: (req: PayloadRequest) => Promise<T>) =>
    atomic.run(async (req) => {
      await refuseUnlessTokenStill(caller.apiToken, req)
      return write(req)
    })

  return {
    async create(
      caller: WebhookCaller,
      input: { url: string; events: WebhookEventType[]; eventId?: Id | null },
    ): Promise<WebhookCreatedDto> {
      // One night: whoever manages it (403, or 404 for a night they cannot see), as every route asks.
      const eventId = input.eventId === undefined || input.eventId === null ? null : String(input.eventId)
      if (eventId !== null) await loadEvent(payload, eventId, { caller, must: 'manage' })
      await checkedUrl(input.url, settings)
      const secret = newWebhookSecret()
      const row = await written(caller, (req) =>
        payload.create({
          collection: 'webhook-endpoints',
          data: {
            owner: caller.user!.id,
            url: input.url,
            events: input.events,
            eventId,
            enabled: true,
            madeWithToken: tokenOf(caller),
            secretSealed: sealWebhookSecret(secret, settings.secret),
          },
          req,
          ...asSystem('a webhook endpoint, made by its signed-in owner'),
        }),
      )
      return { ...toDto(row), secret }
    },

    async list(caller: Caller): Promise<WebhookDto[]> {
      const found = await payload.find({
        collection: 'webhook-endpoints',
        where: { owner: { equals: caller.user!.id } },
        sort: '-createdAt',
        depth: 0,
        pagination: false,
        ...asSystem("webhooks: the caller's own endpoints"),
      })
      return found.docs.map(toDto)
    },

    async update(caller: WebhookCaller, id: string, input: { url?: string; events?: WebhookEventType[]; enabled?: boolean }) {
      await ownEndpoint(payload, caller, id)
      if (input.url !== undefined) await checkedUrl(input.url, settings)
      const row = await written(caller, (req) =>
        payload.update({
          collection: 'webhook-endpoints',
          id,
          data: {
            // Where it sends is whoever pointed it there last: a token, or a signed-in person; and a
            // token that changed it otherwise (switched it on, say) answers for it too, so revoking
            // that token turns it off (decision 607).
            ...(input.url !== undefined ? { url: input.url } : {}),
            ...(input.url !== undefined || caller.apiToken ? { madeWithToken: tokenOf(caller) } : {}),
            ...(input.events !== undefined ? { events: input.events } : {}),
            ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: null } : {}),
          },
          depth: 0,
          req,
          ...asSystem("webhooks: the owner's change to their endpoint"),
        }),
      )
      return toDto(row)
    },

    async remove(caller: Caller, id: string) {
      await ownEndpoint(payload, caller, id)
      // Its delivery log goes in the same unit (collections/WebhookEndpoints.ts).
      await payload.delete({ collection: 'webhook-endpoints', id, ...asSystem('webhooks: the owner deleting their endpoint') })
    },

    /**
     * A new secret, shown once; the old one keeps signing beside it for a day (two signatures). A
     * token that rotates it holds the only copy, so revoking that token turns the endpoint off (decision 560).
     */
    async rotateSecret(caller: WebhookCaller, id: string): Promise<WebhookCreatedDto> {
      const endpoint = await ownEndpoint(payload, caller, id)
      const secret = newWebhookSecret()
      const row = await written(caller, (req) =>
        payload.update({
          collection: 'webhook-endpoints',
          id,
          data: {
            secretSealed: sealWebhookSecret(secret, settings.secret),
            previousSecretSealed: endpoint.secretSealed,
            previousSecretUntil: new Date(Date.now() + ROTATION_OVERLAP_MS).toISOString(),
            ...(caller.apiToken ? { madeWithToken: tokenOf(caller) } : {}),
          },
          depth: 0,
          req,
          ...asSystem('webhooks: the owner rotating their endpoint secret'),
        }),
      )
      return { ...toDto(row), secret }
    },

    /** One page of the log, newest first, and whether an older page follows. */
    async deliveries(caller: Caller, id: string, page = 1): Promise<{ deliveries: DeliveryDto[]; more: boolean }> {
      await ownEndpoint(payload, caller, id)
      const since = new Date(Date.now() - DELIVERY_LOG_DAYS * 86_400_000).toISOString()
      const found = await payload.find({
        collection: 'webhook-deliveries',
        where: { and: [{ endpointId: { equals: id } }, { createdAt: { greater_than_equal: since } }] },
        // One change to many people writes their deliveries in the same millisecond: the row's id
        // keeps the pages' order the same from one read to the next.
        sort: ['-createdAt', '-id'],
        limit: DELIVERY_LOG_PAGE_SIZE,
        page,
        depth: 0,
        ...asSystem("webhooks: the delivery log of the caller's own endpoint"),
      })
      // The same judgement as a redelivery's (./heldBack.ts): it reads the registrations only of the
      // deliveries not yet delivered about one, all in one query, so a page of successes reads nothing
      // more. One being sent right now is not re-armed either (redeliver below).
      const heldBack = await heldBackOnPage(payload, found.docs)
      return {
        deliveries: found.docs.map((row, i) => toDeliveryDto(row, !heldBack[i] && row.status !== 'sending')),
        more: found.hasNextPage,
      }
    },

    /**
     * Sends a delivery again, under its own id, with a fresh schedule of retries; never one held
     * back for good (./heldBack.ts), checked again in the write that re-arms it, so an undo or an
     * erasure landing meanwhile still holds it back.
     */
    async redeliver(caller: Caller, id: string, messageId: string) {
      await ownEndpoint(payload, caller, id)
      const thisDelivery: Where[] = [{ endpointId: { equals: id } }, { messageId: { equals: messageId } }]
      const delivery = await payload.db.findOne<WebhookDelivery>({
        collection: 'webhook-deliveries',
        where: { and: thisDelivery },
      })
      if (!delivery) throw new HttpError(404, messages.deliveryNotFound)
      if (await heldBackForGood(payload, delivery)) throw new HttpError(409, messages.deliveryWithheld)
      const updated = await payload.db.updateOne({
        collection: 'webhook-deliveries',
        where: {
          and: [
            ...thisDelivery,
            { status: { not_equals: 'sending' } },
            { or: [{ lastError: { exists: false } }, { lastError: { not_in: WITHHELD_REASONS } }] },
          ],
        },
        data: { status: 'pending', attempts: 0, nextAttemptAt: new Date().toISOString() },
      })
      if (!updated) {
        const now = await payload.db.findOne<WebhookDelivery>({ collection: 'webhook-deliveries', where: { and: thisDelivery } })
        if (now && isWithheld(now.lastError)) throw new HttpError(409, messages.deliveryWithheld)
        throw new HttpError(404, messages.deliveryNotFound)
      }
      wakeWebhookSender(payload)
      return { id: messageId }
    },

    /** A `webhook.test` delivery, sent like any other, so the receiver's setup can be checked. */
    async test(caller: Caller, id: string) {
      const endpoint = await ownEndpoint(payload, caller, id)
      const messageId = newMessageId()
      const body = JSON.stringify({
        type: 'webhook.test',
        timestamp: new Date().toISOString(),
        data: {
          endpoint: { id: endpoint.id, url: endpoint.url },
          ...(endpoint.eventId ? webhookData({ event: { id: endpoint.eventId } }) : {}),
        },
      })
      await storeDeliveries(payload, [{ endpointId: endpoint.id, messageId, type: 'webhook.test', body }])
      return { id: messageId }
    },
  }
}
