import type { Payload, PayloadRequest } from 'payload'

/** Why a `checkin.created` still waiting was not sent after all (the delivery log's "last error"). */
export const NOT_SENT_UNDONE = 'not sent: the check-in was undone'

/**
 * Undoing a check-in at the door (cms/modules/door/checkIns.ts) withdraws its `checkin.created`
 * deliveries still waiting (a receiver failing, its retries spaced out): sent later, they would
 * tell the receiver of a visit that did not happen, and the contract has no type to take it back.
 * One already under way or sent stays as it went. In the undo's unit.
 */
export async function withdrawWaitingCheckIns(payload: Payload, attendeeId: string | number, req: PayloadRequest) {
  await payload.db.updateMany({
    collection: 'webhook-deliveries',
    where: {
      and: [
        { attendeeId: { equals: String(attendeeId) } },
        { type: { equals: 'checkin.created' } },
        { status: { equals: 'pending' } },
      ],
    },
    data: { status: 'failed', nextAttemptAt: null, lastError: NOT_SENT_UNDONE },
    req,
  })
}
