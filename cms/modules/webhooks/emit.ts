import { randomUUID } from 'node:crypto'
import { afterCommit } from '../../db/atomic'
import { seatStoreOf } from '../../db/seatStore'
import { managesEvent } from '../../../access/events'
import { relationId } from '../../../contract/relations'
import type { WebhookBody, WebhookEventType } from '../../../contract/webhooks'
import type { Payload, PayloadRequest } from 'payload'
import type { Id } from '../../../contract/types'
import type { NightEndpoint } from '../../db/seatStore'

type NightEndpointOwner = NonNullable<NightEndpoint['owner']>

/** The night as every payload names it. */
export interface WebhookNight {
  id: Id
  name?: string | null
  date?: string | null
  endDate?: string | null
  timezone?: string | null
  city?: string | null
  status?: string | null
  /** Called off (decision 511): said beside `status`, so a tool hears a night archived before it starts. */
  archived?: boolean | null
  /** The team, when the caller holds the whole row (a deleted night is no longer there to read). */
  hostId?: unknown
  cohosts?: unknown[] | null
}

/** The person as the host sees them in the dashboard: never a manage link, entry code or networking detail. */
export interface WebhookPerson {
  id: Id
  /** Read from the row when missing (a door batch holds only ids). */
  name?: string
  email?: string
  company?: string | null
  status?: string | null
  checkedInAt?: string | null
}

/**
 * What one delivery is about: the night, the person if any, and for a move the night left with
 * the person's registration there (the row a receiver's copy of that night's list holds).
 */
export interface WebhookInput {
  event: WebhookNight
  person?: WebhookPerson | null
  from?: WebhookNight | null
  fromRegistrationId?: Id
}

const nightOf = (event: WebhookNight) => ({
  id: event.id,
  name: event.name ?? null,
  date: event.date ?? null,
  endDate: event.endDate ?? null,
  timezone: event.timezone ?? null,
  city: event.city ?? null,
})

const personOf = (row: WebhookPerson) => ({
  id: row.id,
  name: row.name ?? '',
  email: row.email ?? '',
  company: row.company ?? '',
  status: row.status ?? null,
  checkedInAt: row.checkedInAt ?? null,
})

/**
 * What a delivery says: thin and stable (docs/api.md "Webhooks"). The night's `status` and
 * `archived` are said for the night's own types only; a delivery about a person names the night
 * the same way whichever code sent it.
 */
export function webhookData(input: WebhookInput) {
  const ownNight = !input.person && input.event.status
  return {
    event: {
      ...nightOf(input.event),
      ...(ownNight ? { status: input.event.status, archived: input.event.archived === true } : {}),
    },
    ...(input.person ? { registration: personOf(input.person) } : {}),
    ...(input.from ? { from: { ...nightOf(input.from), registrationId: input.fromRegistrationId ?? null } } : {}),
  }
}

/** The night a stored delivery's body names (a test delivery names none). */
export function nightNamed(delivery: { body: string }): string | null {
  try {
    const id = (JSON.parse(delivery.body) as { data?: { event?: { id?: string | number | null } } }).data?.event?.id
    return id === undefined || id === null ? null : String(id)
  } catch {
    return null
  }
}

/** A new delivery's id, the `webhook-id` of every attempt (Standard Webhooks: `msg_…`). */
export const newMessageId = () => `msg_${randomUUID().replace(/-/g, '')}`

/** Senders to wake after a commit, per Payload instance (the worker's, when this process runs one). */
const senders = new WeakMap<Payload, () => void>()
export const onWebhookQueued = (payload: Payload, kick: () => void) => senders.set(payload, kick)
/** Wakes this process's sender, if it runs one (a redelivery); otherwise a worker's next poll finds the row. */
export const wakeWebhookSender = (payload: Payload) => senders.get(payload)?.()

export interface QueuedDelivery {
  endpointId: Id
  messageId: string
  type: WebhookBody['type']
  body: string
  /** The registration the body names (what an erasure looks for). */
  attendeeId?: Id | null
}

/** Stores deliveries (inside `req`'s unit when there is one) and wakes this process's sender once they commit. */
export async function storeDeliveries(payload: Payload, deliveries: QueuedDelivery[], req?: PayloadRequest) {
  if (!deliveries.length) return
  const now = new Date().toISOString()
  // Below Payload's operations, as the confirmation email's row (cms/mail/queue.ts): a
  // registration's unit writes this row while a rush waits for the write lock.
  const store = seatStoreOf(payload)
  for (const delivery of deliveries) {
    await store.queueDelivery(
      {
        endpointId: String(delivery.endpointId),
        messageId: delivery.messageId,
        attendeeId: delivery.attendeeId == null ? null : String(delivery.attendeeId),
        type: delivery.type,
        body: delivery.body,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      },
      req,
    )
  }
  afterCommit(req, () => senders.get(payload)?.())
}

/**
 * The enabled endpoints of a night (its own, and the "every night" ones) that listen to `type`
 * and whose owner manages the night now (its team, or the master): a co-host taken off the team
 * hears no more. Read inside the unit that makes the change, so only a registration that wins a
 * seat pays for it in a rush: one read of the endpoints with their owners (the seat store's), and
 * the night's team only when an owner is neither its host nor the master admin.
 */
async function listenersWithOwners(
  payload: Payload,
  night: WebhookNight,
  type: WebhookEventType,
  req?: PayloadRequest,
): Promise<(NightEndpoint & { owner: NightEndpointOwner })[]> {
  const found = await seatStoreOf(payload).nightEndpoints(night.id, req)
  const listening = found.flatMap((endpoint) =>
    endpoint.owner && Array.isArray(endpoint.events) && endpoint.events.includes(type)
      ? [{ ...endpoint, owner: endpoint.owner }]
      : [],
  )
  if (!listening.length) return []
  const managers = await managersAmong(
    payload,
    night,
    listening.map((endpoint) => endpoint.owner),
    req,
  )
  return listening.filter((endpoint) => managers.has(String(endpoint.owner.id)))
}

/** The ids of `listenersWithOwners`. */
export async function nightListeners(
  payload: Payload,
  night: WebhookNight,
  type: WebhookEventType,
  req?: PayloadRequest,
): Promise<Id[]> {
  return (await listenersWithOwners(payload, night, type, req)).map((endpoint) => endpoint.id)
}

/** One body of `type` to each of `endpoints`, stored in `req`'s unit. */
async function queueTo(
  payload: Payload,
  req: PayloadRequest | undefined,
  type: WebhookEventType,
  endpoints: Id[],
  input: WebhookInput,
) {
  if (!endpoints.length) return
  const whole = await filledIn(payload, input, req)
  const body = JSON.stringify({ type, timestamp: new Date().toISOString(), data: webhookData(whole) } satisfies WebhookBody)
  const deliveries = endpoints.map((endpointId) => ({
    endpointId,
    messageId: newMessageId(),
    type,
    body,
    attendeeId: whole.person?.id,
  }))
  await storeDeliveries(payload, deliveries, req)
}

/**
 * Queues `type` for every endpoint of the night that listens to it (`nightListeners`). Called
 * inside the unit that makes the change,
 * with its `req`, so the delivery commits with it or not at all; sending is the background
 * work's (./sender.ts), never the request's.
 */
export async function queueWebhook(
  payload: Payload,
  req: PayloadRequest | undefined,
  type: WebhookEventType,
  input: WebhookInput,
): Promise<void> {
  if (input.person === null) return
  await queueTo(payload, req, type, await nightListeners(payload, input.event, type, req), input)
}

/**
 * A move is heard at both nights (docs/api.md "Webhooks"), each endpoint once: an endpoint of the
 * night the person joined, or of the night they left whose owner manages the new night too, gets
 * `registration.moved` (`from` is the night left, with the person's registration there, which the
 * move deleted). An endpoint of the night left whose owner does
 * not manage the new one (a co-host of that night only) is not told about a night that is not
 * theirs: it gets `registration.removed` for its own night, as when the team removes someone, so
 * its copy of the list loses the person either way. For the same reason an endpoint of the new
 * night whose owner does not manage the night left (a co-host of the new night only) hears the
 * move with the night left named by its id alone (decision 565), not the registration it held there.
 */
export async function queueMoveWebhooks(
  payload: Payload,
  req: PayloadRequest | undefined,
  move: { from: WebhookNight; to: WebhookNight; left: WebhookPerson; joined: WebhookPerson },
): Promise<void> {
  const atTarget = await listenersWithOwners(payload, move.to, 'registration.moved', req)
  const heard = new Set(atTarget.map((endpoint) => String(endpoint.id)))
  const ofSource = async (type: WebhookEventType) =>
    (await listenersWithOwners(payload, move.from, type, req)).filter((endpoint) => !heard.has(String(endpoint.id)))
  const [movedAtSource, removedAtSource] = [await ofSource('registration.moved'), await ofSource('registration.removed')]
  const onTargetTeam = await managersAmong(
    payload,
    move.to,
    [...movedAtSource, ...removedAtSource].map((endpoint) => endpoint.owner),
    req,
  )
  const managesTarget = (endpoint: { owner: NightEndpointOwner }) => onTargetTeam.has(String(endpoint.owner.id))
  const idsOf = (endpoints: { id: Id }[]) => endpoints.map((endpoint) => endpoint.id)
  const onSourceTeam = await managersAmong(
    payload,
    move.from,
    atTarget.map((endpoint) => endpoint.owner),
    req,
  )
  const managesSource = (endpoint: { owner: NightEndpointOwner }) => onSourceTeam.has(String(endpoint.owner.id))
  await queueTo(
    payload,
    req,
    'registration.moved',
    idsOf([...atTarget.filter(managesSource), ...movedAtSource.filter(managesTarget)]),
    { event: move.to, person: move.joined, from: move.from, fromRegistrationId: move.left.id },
  )
  await queueTo(payload, req, 'registration.moved', idsOf(atTarget.filter((endpoint) => !managesSource(endpoint))), {
    event: move.to,
    person: move.joined,
    from: { id: move.from.id },
  })
  await queueTo(payload, req, 'registration.removed', idsOf(removedAtSource.filter((endpoint) => !managesTarget(endpoint))), {
    event: move.from,
    person: move.left,
  })
}

/** The night's and the person's fields a caller did not hold, read inside the unit (only when someone listens). */
async function filledIn(payload: Payload, input: WebhookInput, req?: PayloadRequest) {
  let { event, person } = input
  if (event.name === undefined) {
    const row = await payload.db.findOne<WebhookNight>({ collection: 'events', where: { id: { equals: event.id } }, req })
    event = { ...row, ...event, ...(row ? { name: row.name, date: row.date } : {}) }
  }
  if (person && person.email === undefined) {
    const row = await payload.db.findOne<WebhookPerson>({ collection: 'attendees', where: { id: { equals: person.id } }, req })
    if (row) person = { ...row, ...person, name: row.name, email: row.email, company: row.company, status: row.status }
  }
  return { ...input, event, person }
}

/**
 * Which of these accounts manage the night now (access/events.ts): its team, or the master admin.
 * The night's team is read (below Payload's operations: this runs inside a registration's unit,
 * which holds the night's lock) only when an owner is neither its host nor the master admin,
 * whose answer no team changes (the organiser's own endpoints, every night's or one's, cost each
 * registration no night read).
 */
export async function managersAmong(payload: Payload, night: WebhookNight, owners: NightEndpointOwner[], req?: PayloadRequest) {
  const managing = new Set<string>()
  if (!owners.length) return managing
  let hostId = night.hostId === undefined ? undefined : relationId(night.hostId ?? null)
  let cohosts = night.cohosts
  // The host, or the master (who manages a night with no team at all): no co-host changes the answer.
  const noTeam = { hostId: null, cohosts: [] }
  const cohostsMatter = owners.some(
    (owner) => String(owner.id) !== String(hostId) && !managesEvent({ ...owner, collection: 'users' }, noTeam),
  )
  if (hostId === undefined || (cohosts === undefined && cohostsMatter)) {
    const event = await payload.db.findOne<{ id: Id; hostId?: unknown; cohosts?: unknown[] | null }>({
      collection: 'events',
      where: { id: { equals: night.id } },
      req,
    })
    if (!event) return managing
    hostId = relationId(event.hostId ?? null)
    cohosts = event.cohosts
  }
  const team = { hostId, cohosts: (cohosts ?? []).map((id) => relationId(id)) }
  for (const owner of owners) if (managesEvent({ ...owner, collection: 'users' }, team)) managing.add(String(owner.id))
  return managing
}
