import { seatStoreOf } from '../../db/seatStore'
import { webhookReasons } from '../../../contract/webhookReasons'
import { managersAmong, nightNamed, type WebhookNight } from './emit'
import type { Payload, PayloadRequest } from 'payload'
import type { WebhookDelivery } from '../../../payload-types'

/**
 * Once a night is deleted, no row says who managed it, and the sender (./sender.ts
 * `ownersManaging`) judges its waiting deliveries by each owner's account alone. So at the
 * deletion, while the team is still known (the deleted row's), the deliveries about the night that
 * still wait for an owner who had already left it (a co-host taken off the team, whose "every
 * night" endpoint has a retry due) fail as the sender would have failed them; the team's own
 * retries keep going. Runs in the deletion's `req`, so it commits with it.
 */
export async function dropDeletedNightDeliveries(payload: Payload, night: WebhookNight, req?: PayloadRequest) {
  const endpoints = (await seatStoreOf(payload).nightEndpoints(night.id, req)).flatMap((endpoint) =>
    endpoint.owner ? [{ ...endpoint, owner: endpoint.owner }] : [],
  )
  if (!endpoints.length) return
  const managers = await managersAmong(
    payload,
    night,
    endpoints.map((endpoint) => endpoint.owner),
    req,
  )
  const notTheTeams = endpoints.filter((endpoint) => !managers.has(String(endpoint.owner.id)))
  if (!notTheTeams.length) return
  const waiting = await payload.db.find<WebhookDelivery>({
    collection: 'webhook-deliveries',
    where: {
      and: [{ status: { equals: 'pending' } }, { endpointId: { in: notTheTeams.map((endpoint) => String(endpoint.id)) } }],
    },
    pagination: false,
    req,
  })
  for (const delivery of waiting.docs.filter((row) => nightNamed(row) === String(night.id)))
    await payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { and: [{ id: { equals: delivery.id } }, { status: { equals: 'pending' } }] },
      data: { status: 'failed', nextAttemptAt: null, lastError: webhookReasons.ownerLeft() },
      returning: false,
      req,
    })
}
