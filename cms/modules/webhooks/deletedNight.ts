import { endpointsOfNight } from '../../db/seatStore/adapterStore'
import { managersAmong, nightNamed, type WebhookNight } from './emit'
import type { Payload, PayloadRequest } from 'payload'
import type { WebhookDelivery } from '../../../payload-types'

/**
 * Once a night is deleted, no row says who managed it, and the sender (./sender.ts
 * `ownersManaging`) judges its deliveries by each owner's account alone. So at the deletion,
 * while the team is still known (the deleted row's), the deliveries about the night held for an
 * owner who had already left it (a co-host taken off the team) are deleted: a retry due, a failed
 * one a redelivery could wake, one waiting on an endpoint turned off until it is turned on again.
 * The team's own keep going. Runs in the deletion's `req`, so it commits with it.
 */
export async function dropDeletedNightDeliveries(payload: Payload, night: WebhookNight, req?: PayloadRequest) {
  const endpoints = (await endpointsOfNight(payload, night.id, req, { disabledToo: true })).flatMap((endpoint) =>
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
  const held = await payload.db.find<WebhookDelivery>({
    collection: 'webhook-deliveries',
    where: { endpointId: { in: notTheTeams.map((endpoint) => String(endpoint.id)) } },
    pagination: false,
    req,
  })
  const aboutTheNight = held.docs.filter((row) => nightNamed(row) === String(night.id)).map((row) => row.id)
  if (aboutTheNight.length)
    await payload.db.deleteMany({ collection: 'webhook-deliveries', where: { id: { in: aboutTheNight } }, req })
}
