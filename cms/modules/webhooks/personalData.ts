import { DELIVERY_LOG_DAYS } from '../../../contract/webhooks'
import { emailKeyOf } from '../../../contract/emailKey'
import { webhookReasons } from '../../../contract/webhookReasons'
import { LEAVING } from './heldBack'
import type { Payload, PayloadRequest } from 'payload'
import type { Id } from '../../../contract/types'
import type { WebhookDelivery } from '../../../payload-types'

const DAY_MS = 86_400_000

/** A stored body with the person taken out: the ids and the night stay, so the log still reads. */
function redacted(body: string, name: string): string {
  try {
    const parsed = JSON.parse(body) as { data?: { registration?: Record<string, unknown> } }
    const registration = parsed.data?.registration
    if (!registration) return body
    parsed.data!.registration = { ...registration, name, email: '', company: '' }
    return JSON.stringify(parsed)
  } catch {
    // A body that is not JSON was never written by emit.ts; keep nothing of it.
    return '{}'
  }
}

/**
 * Rewrites one stored delivery without the person; one not yet delivered is never sent, by the
 * sender or by hand (`isWithheld`), unless it says the person left (decision 561): sent after the
 * `registration.cancelled` an erasure sends, a `registration.created` would put them back on the
 * receiver's list. The hold-back is written on the row's state at that instant, so one the sender
 * recorded as delivered meanwhile stays delivered.
 */
async function redactDelivery(payload: Payload, row: WebhookDelivery, name: string, req?: PayloadRequest) {
  const byId = { id: { equals: row.id } }
  await payload.db.updateOne({
    collection: 'webhook-deliveries',
    where: byId,
    data: { body: redacted(row.body, name), lastResponse: null },
    req,
    returning: false,
  })
  if (row.status === 'succeeded' || LEAVING.has(row.type)) return
  await payload.db.updateOne({
    collection: 'webhook-deliveries',
    where: { and: [byId, { status: { in: ['pending', 'sending', 'failed'] } }] },
    data: { status: 'failed', nextAttemptAt: null, lastError: webhookReasons.notSentErased() },
    req,
    returning: false,
  })
}

/**
 * Takes the person out of every webhook delivery about one registration (an erasure, the
 * retention purge: cms/modules/privacy/anonymise.ts), in the unit that anonymises the row. The
 * body a delivery keeps for retries is rewritten with `name` and no email or company, the
 * receiver's answer (it may echo the body) is dropped, and a delivery not yet sent is not sent:
 * it would carry the person out after they were removed; one saying they left goes, without them.
 * Returns how many rows changed.
 */
export async function redactDeliveriesOf(payload: Payload, attendeeId: Id, name: string, req?: PayloadRequest) {
  const rows = await payload.db.find<WebhookDelivery>({
    collection: 'webhook-deliveries',
    where: { attendeeId: { equals: String(attendeeId) } },
    pagination: false,
    req,
  })
  for (const row of rows.docs) await redactDelivery(payload, row, name, req)
  return rows.docs.length
}

/**
 * Takes an address out of the deliveries whose registration row is gone (a host removed the
 * person, and the `registration.removed` delivery still names them): an erasure by address
 * (cms/modules/privacy/erase.ts) finds them by what their body says, since no row leads there.
 * Returns how many rows changed.
 */
export async function redactDeliveriesNaming(payload: Payload, key: string, name: string) {
  const candidates = await payload.db.find<WebhookDelivery>({
    collection: 'webhook-deliveries',
    where: { body: { contains: key } },
    pagination: false,
  })
  const naming = candidates.docs.filter((row) => {
    try {
      const email = (JSON.parse(row.body) as { data?: { registration?: { email?: unknown } } }).data?.registration?.email
      return typeof email === 'string' && emailKeyOf(email) === key
    } catch {
      return false
    }
  })
  for (const row of naming) await redactDelivery(payload, row, name)
  return naming.length
}

/**
 * The delivery log keeps 30 days (docs/api.md): older rows go, whatever became of them, in the
 * daily retention purge (cms/modules/privacy/purge.ts) as of its `now`. Returns how many went.
 */
export async function deleteOldDeliveries(payload: Payload, now: number): Promise<number> {
  const where = { createdAt: { less_than: new Date(now - DELIVERY_LOG_DAYS * DAY_MS).toISOString() } }
  const { totalDocs } = await payload.db.count({ collection: 'webhook-deliveries', where })
  if (totalDocs) await payload.db.deleteMany({ collection: 'webhook-deliveries', where })
  return totalDocs
}
