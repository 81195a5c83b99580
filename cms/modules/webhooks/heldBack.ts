import { isWithheld } from '../../../contract/webhookReasons'
import { seatStoreOf } from '../../db/seatStore'
import type { Payload } from 'payload'
import type { WebhookDelivery } from '../../../payload-types'

/** What tells a receiver that the person left: sent without them, it still takes them off its list. */
export const LEAVING = new Set(['registration.cancelled', 'registration.removed'])

/**
 * Whether a delivery is never sent again by hand (decision 593): one the server held back for good
 * (`isWithheld`), or one not yet delivered whose person has since been erased, whose check-in has
 * since been undone, or whose registration is gone. The hold-backs mark the log as they happen;
 * the registration is read too for rows those marks never reached (written before them: the log
 * keeps 30 days) and for a registration that left (nothing marks the log then).
 */
export async function heldBackForGood(payload: Payload, delivery: WebhookDelivery): Promise<boolean> {
  if (isWithheld(delivery.lastError)) return true
  if (delivery.status === 'succeeded' || !delivery.attendeeId || LEAVING.has(delivery.type)) return false
  const row = await seatStoreOf(payload).row(delivery.attendeeId)
  // The row is gone (removed by the team, moved to another night, deleted with its night): the
  // receiver heard, or hears, that the person left; this older news would put them back (decision 600).
  if (!row || row.anonymisedAt) return true
  return delivery.type === 'checkin.created' && !row.checkedInAt
}
