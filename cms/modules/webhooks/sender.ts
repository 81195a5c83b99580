import { Webhook } from 'standardwebhooks'
import { asSystem } from '../../lib/asCaller'
import { relationId } from '../../../contract/relations'
import { managesEvent } from '../../../access/events'
import { userIsActive } from '../../../access/isActiveUser'
import { webhookReasons } from '../../../contract/webhookReasons'
import { outboxPump } from '../../lib/outboxPump'
import { nightNamed, onWebhookQueued } from './emit'
import { resolveTarget } from './targets'
import { postTo, type SendOutcome } from './send'
import { secretsOf } from './secrets'
import type { Mailer } from '../../mail/mailer'
import type { Payload, Where } from 'payload'
import type { Logger } from 'pino'
import type { Event, User, WebhookDelivery, WebhookEndpoint } from '../../../payload-types'

/** The contract's retry schedule (after the first attempt): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h. */
export const DEFAULT_RETRY_SECONDS = [5, 300, 1800, 7200, 18000, 36000, 36000]

export const retrySchedule = (setting: string | undefined) =>
  setting ? setting.split(',').map((seconds) => Number(seconds.trim())) : DEFAULT_RETRY_SECONDS

const LEASE_MS = 30_000
/**
 * How often expired leases are taken back. It is a write: run at every round it took SQLite's
 * write lock once per registration during a rush (each commit kicks a round). A lease outlives
 * its sender by 30 s; 5 s more before it is taken back delays no healthy delivery.
 */
const RECLAIM_EVERY_MS = 5_000
/** Attempts under way at once in a process, and for any one endpoint (a receiver that hangs holds no more). */
const CONCURRENCY = 16
const PER_ENDPOINT = 4
const POLL_MS = 1000

export interface WebhookSender {
  /** Sends what is due now and waits for every attempt's outcome (tests wait on it). */
  drain(): Promise<void>
  kick(): void
  stop(): Promise<void>
}

/**
 * The background work that sends webhook deliveries (a worker's, or an `all` process's): claims
 * due rows with a conditional update and a lease (so two workers never both send one), signs
 * each attempt per Standard Webhooks with the endpoint's secret(s), checks the target again
 * (./targets.ts) and posts (./send.ts). A 2xx succeeds; anything else is retried under the same
 * `webhook-id` on the schedule; a 410, or the last retry failing, turns the endpoint off and
 * emails its owner. Nothing here runs inside a request.
 */
export function startWebhookSender(deps: {
  payload: Payload
  logger: Logger
  mailer: Mailer
  secret: string
  allowLocal: boolean
  retrySeconds: number[]
}): WebhookSender {
  const { payload, logger, mailer, secret, allowLocal, retrySeconds } = deps
  const update = (id: string | number, where: Where, data: Record<string, unknown>) =>
    payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { and: [{ id: { equals: id } }, where] },
      data,
      returning: false,
    })

  async function turnOff(endpoint: WebhookEndpoint, reason: string) {
    await payload.db.updateOne({
      collection: 'webhook-endpoints',
      where: { and: [{ id: { equals: endpoint.id } }, { enabled: { equals: true } }] },
      data: { enabled: false, disabledReason: reason },
      returning: false,
    })
    const ownerId = relationId(endpoint.owner ?? null)
    const owner =
      ownerId === null
        ? null
        : await payload
            .findByID({
              collection: 'users',
              id: ownerId,
              depth: 0,
              ...asSystem("webhooks: the endpoint's owner, told it was turned off"),
            })
            .catch(() => null)
    if (owner) await mailer.webhookDisabled(owner, endpoint.url, reason)
    logger.warn({ endpointId: endpoint.id, reason }, 'webhook endpoint turned off')
  }

  async function attempt(delivery: WebhookDelivery, endpoint: WebhookEndpoint): Promise<SendOutcome> {
    try {
      const target = await resolveTarget(endpoint.url, allowLocal)
      const sentAt = new Date()
      const secrets = secretsOf(endpoint, secret)
      // Never a body without a signature: the receiver could not tell it from a forgery.
      if (!secrets.length) throw new Error(webhookReasons.unsigned())
      const signature = secrets.map((key) => new Webhook(key).sign(delivery.messageId, sentAt, delivery.body)).join(' ')
      return await postTo(
        target,
        {
          'content-type': 'application/json',
          'user-agent': 'MakersPubNight-Webhooks/1',
          'webhook-id': delivery.messageId,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signature,
        },
        delivery.body,
      )
    } catch (err) {
      // A refusal's text is already the stored reason (contract/webhookReasons.ts).
      const message = err instanceof Error ? err.message : String(err)
      return { status: null, body: '', error: message }
    }
  }

  async function deliver(delivery: WebhookDelivery, endpoint: WebhookEndpoint | undefined, ownerManages: boolean) {
    const attempts = (delivery.attempts ?? 0) + 1
    if (!endpoint || !endpoint.enabled || !ownerManages) {
      await update(
        delivery.id,
        { status: { equals: 'sending' } },
        {
          status: 'failed',
          nextAttemptAt: null,
          lastError: !endpoint
            ? webhookReasons.deleted()
            : !endpoint.enabled
              ? webhookReasons.turnedOff()
              : webhookReasons.ownerLeft(),
        },
      )
      return
    }
    const outcome = await attempt(delivery, endpoint)
    const succeeded = outcome.status !== null && outcome.status >= 200 && outcome.status < 300
    const gone = outcome.status === 410
    const lastTry = attempts > retrySeconds.length
    const failed = !succeeded && (gone || lastTry)
    await update(
      delivery.id,
      { status: { equals: 'sending' } },
      {
        status: succeeded ? 'succeeded' : failed ? 'failed' : 'pending',
        attempts,
        lastStatus: outcome.status,
        lastError: succeeded ? null : (outcome.error ?? webhookReasons.answered(outcome.status)),
        lastResponse: outcome.body,
        nextAttemptAt: succeeded || failed ? null : new Date(Date.now() + retrySeconds[attempts - 1] * 1000).toISOString(),
      },
    )
    if (failed) await turnOff(endpoint, gone ? webhookReasons.gone() : webhookReasons.attemptsFailed(attempts))
  }

  /**
   * Whether each delivery's endpoint owner still manages the night it names, as they had to when
   * it was queued (./emit.ts `nightListeners`): a host whose approval was withdrawn, or a co-host
   * taken off the team, hears nothing more, retries included. One read of the round's owners and
   * one of its nights; a night deleted since is judged by its owner's account alone (those who had
   * left its team before the deletion were dropped then: ./deletedNight.ts).
   */
  async function ownersManaging(deliveries: WebhookDelivery[], endpointOf: Map<string, WebhookEndpoint>) {
    const ownerIds = [...new Set([...endpointOf.values()].flatMap((endpoint) => relationId(endpoint.owner ?? null) ?? []))]
    // The night each delivery names, read from its body once.
    const nightOf = new Map(deliveries.map((delivery) => [delivery.id, nightNamed(delivery)] as const))
    const nightIds = [...new Set([...nightOf.values()].flatMap((id) => id ?? []))]
    const [owners, nights] = await Promise.all([
      ownerIds.length
        ? payload.db.find<User>({ collection: 'users', where: { id: { in: ownerIds } }, pagination: false })
        : { docs: [] },
      nightIds.length
        ? payload.db.find<Event>({ collection: 'events', where: { id: { in: nightIds } }, pagination: false })
        : { docs: [] },
    ])
    const ownerById = new Map(owners.docs.map((owner) => [String(owner.id), owner]))
    const nightById = new Map(nights.docs.map((night) => [String(night.id), night]))
    return (delivery: WebhookDelivery): boolean => {
      const endpoint = endpointOf.get(String(delivery.endpointId))
      const owner = ownerById.get(String(relationId(endpoint?.owner ?? null)))
      if (!owner) return false
      const user = { ...owner, collection: 'users' as const }
      const night = nightById.get(nightOf.get(delivery.id) ?? '')
      return night ? managesEvent(user, night) : userIsActive(user)
    }
  }

  /** Attempts under way in this process, by endpoint: a slow receiver holds only its own share. */
  const underWay = new Map<string, number>()
  const attemptsUnderWay = new Set<Promise<void>>()
  const share = (endpointId: string) => underWay.get(endpointId) ?? 0

  /** Claims a due delivery (a conditional update: of two workers, one wins) and sends it without waiting. */
  async function dispatch(delivery: WebhookDelivery, endpoint: WebhookEndpoint | undefined, ownerManages: boolean) {
    const claimed = (await payload.db.updateOne({
      collection: 'webhook-deliveries',
      where: { and: [{ id: { equals: delivery.id } }, { status: { equals: 'pending' } }] },
      data: { status: 'sending', claimedAt: new Date().toISOString() },
      options: { atomic: true },
    })) as unknown as WebhookDelivery | null
    if (!claimed) return
    const key = String(delivery.endpointId)
    underWay.set(key, share(key) + 1)
    // What was claimed, not what the round read: an erasure committed in between rewrote the body
    // of a departure still waiting (cms/modules/webhooks/personalData.ts), and that is what goes.
    const sending: Promise<void> = deliver(claimed, endpoint, ownerManages)
      .catch((err: unknown) => logger.error({ err, deliveryId: delivery.id }, 'webhook delivery failed'))
      .finally(() => {
        if (share(key) <= 1) underWay.delete(key)
        else underWay.set(key, share(key) - 1)
        attemptsUnderWay.delete(sending)
        // A slot is free: what waits goes out now, not at the next poll.
        if (!pump.stopped) void pump.drain()
      })
    attemptsUnderWay.add(sending)
  }

  /**
   * One round: takes back expired leases (every RECLAIM_EVERY_MS), then starts attempts for due deliveries while slots
   * are free (CONCURRENCY in all, PER_ENDPOINT for any one endpoint), skipping endpoints at
   * their share. The round does not wait for the answers: a receiver that hangs for its 10 s
   * keeps its own slots, and everyone else's deliveries keep going out.
   */
  let reclaimedAt = 0
  async function reclaimExpiredLeases() {
    if (Date.now() - reclaimedAt < RECLAIM_EVERY_MS) return
    reclaimedAt = Date.now()
    await payload.db.updateMany({
      collection: 'webhook-deliveries',
      where: {
        and: [{ status: { equals: 'sending' } }, { claimedAt: { less_than: new Date(Date.now() - LEASE_MS).toISOString() } }],
      },
      data: { status: 'pending' },
    })
  }

  async function drainOnce(): Promise<boolean> {
    if (attemptsUnderWay.size >= CONCURRENCY) return false
    await reclaimExpiredLeases()
    const freeSlots = CONCURRENCY - attemptsUnderWay.size
    const full = [...underWay].filter(([, count]) => count >= PER_ENDPOINT).map(([endpointId]) => endpointId)
    const due = await payload.db.find<WebhookDelivery>({
      collection: 'webhook-deliveries',
      where: {
        and: [
          { status: { equals: 'pending' } },
          { nextAttemptAt: { less_than_equal: new Date().toISOString() } },
          ...(full.length ? [{ endpointId: { not_in: full } }] : []),
        ],
      },
      sort: 'nextAttemptAt',
      // As many as can start now: the rows read and parsed for one free slot were 64 (each a
      // body), and the page count beside them counted every pending row, once per delivery sent.
      limit: freeSlots,
      pagination: false,
    })
    // The round's endpoints, read once (not once per delivery).
    const endpointIds = [...new Set(due.docs.map((delivery) => delivery.endpointId))]
    const endpoints = endpointIds.length
      ? await payload.db.find<WebhookEndpoint>({
          collection: 'webhook-endpoints',
          where: { id: { in: endpointIds } },
          pagination: false,
        })
      : { docs: [] }
    const endpointOf = new Map(endpoints.docs.map((endpoint) => [String(endpoint.id), endpoint]))
    const ownerManages = await ownersManaging(due.docs, endpointOf)
    let started = 0
    for (const delivery of due.docs) {
      if (pump.stopped || attemptsUnderWay.size >= CONCURRENCY) break
      if (share(String(delivery.endpointId)) >= PER_ENDPOINT) continue
      await dispatch(delivery, endpointOf.get(String(delivery.endpointId)), ownerManages(delivery))
      started++
    }
    // Another round at once only while it can start something: more may be due and a slot is free.
    return started > 0 && due.docs.length === freeSlots && attemptsUnderWay.size < CONCURRENCY
  }

  const pump = outboxPump({
    drainOnce,
    onError: (err) => logger.error({ err }, 'webhook sender error'),
    pollMs: POLL_MS,
  })
  onWebhookQueued(payload, pump.kick)
  /** Until nothing due can start and every attempt under way has its answer (or its time-out). */
  async function settle() {
    do {
      await pump.drain()
      await Promise.all(attemptsUnderWay)
    } while (attemptsUnderWay.size)
  }
  return {
    drain: settle,
    kick: pump.kick,
    stop: async () => {
      await pump.stop()
      await Promise.all(attemptsUnderWay)
    },
  }
}
