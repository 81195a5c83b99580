import { webhookReasons } from '../../../contract/webhookReasons'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Undoing a check-in at the door (cms/modules/door/checkIns.ts) withdraws its `checkin.created`
 * deliveries still waiting (a receiver failing, its retries spaced out): sent later, they would
 * tell the receiver of a visit that did not happen, and the contract has no type to take it back.
 * One on the wire at this instant goes as it goes, but is not retried: its outcome is recorded only
 * while it is still `sending` (cms/modules/webhooks/sender.ts), and a lease that expired would
 * otherwise send it again. One already sent stays sent; a withdrawn one is never sent again, by
 * hand either (`isWithheld`, contract/webhookReasons.ts). In the undo's unit.
 */
export async function withdrawWaitingCheckIns(payload: Payload, attendeeId: string | number, req: PayloadRequest) {
  await payload.db.updateMany({
    collection: 'webhook-deliveries',
    where: {
      and: [
        { attendeeId: { equals: String(attendeeId) } },
        { type: { equals: 'checkin.created' } },
        // One that failed for good too: redelivered by hand later, it would tell the same untruth.
        { status: { in: ['pending', 'sending', 'failed'] } },
      ],
    },
    data: { status: 'failed', nextAttemptAt: null, lastError: webhookReasons.withdrawnUndone() },
    req,
  })
}
