import { isWithheld } from '../../../contract/webhookReasons'
import { asSystem } from '../../lib/asCaller'
import type { Payload } from 'payload'
import type { Attendee, WebhookDelivery } from '../../../payload-types'

/** What tells a receiver that the person left: sent without them, it still takes them off its list. */
export const LEAVING = new Set(['registration.cancelled', 'registration.removed'])

/** What of the registration the judgement reads. */
type RegistrationNow = Pick<Attendee, 'anonymisedAt' | 'checkedInAt'>

/** Whether judging the delivery needs its registration as it is now (not yet delivered, about one). */
const readsRegistration = (delivery: WebhookDelivery): delivery is WebhookDelivery & { attendeeId: string } =>
  !isWithheld(delivery.lastError) && delivery.status !== 'succeeded' && !!delivery.attendeeId && !LEAVING.has(delivery.type)

/**
 * Whether a delivery is never sent again by hand (decision 593): one the server held back for good
 * (`isWithheld`), or one not yet delivered whose person has since been erased, whose check-in has
 * since been undone, or whose registration is gone. The hold-backs mark the log as they happen;
 * the registration is read too for rows those marks never reached (written before them: the log
 * keeps 30 days) and for a registration that left (nothing marks the log then).
 */
function judged(delivery: WebhookDelivery, row: RegistrationNow | null | undefined): boolean {
  if (isWithheld(delivery.lastError)) return true
  if (!readsRegistration(delivery)) return false
  // The row is gone (removed by the team, moved to another night, deleted with its night): the
  // receiver heard, or hears, that the person left; this older news would put them back (decision 600).
  if (!row || row.anonymisedAt) return true
  return delivery.type === 'checkin.created' && !row.checkedInAt
}

/** A page of the delivery log, judged as a redelivery would judge each, reading its registrations in one query. */
export async function heldBackOnPage(payload: Payload, deliveries: WebhookDelivery[]): Promise<boolean[]> {
  const ids = [...new Set(deliveries.filter(readsRegistration).map((delivery) => delivery.attendeeId))]
  const found = ids.length
    ? await payload.find({
        collection: 'attendees',
        where: { id: { in: ids } },
        select: { anonymisedAt: true, checkedInAt: true },
        pagination: false,
        depth: 0,
        ...asSystem('webhooks: whether the registrations on a page of the delivery log are still there'),
      })
    : { docs: [] }
  const now = new Map(found.docs.map((row) => [String(row.id), row]))
  return deliveries.map((delivery) => judged(delivery, delivery.attendeeId ? now.get(delivery.attendeeId) : null))
}

/** One delivery, as a redelivery judges it: the page's judgement, for a page of one. */
export async function heldBackForGood(payload: Payload, delivery: WebhookDelivery): Promise<boolean> {
  const [heldBack] = await heldBackOnPage(payload, [delivery])
  return heldBack
}
