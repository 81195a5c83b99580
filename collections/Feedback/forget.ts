import { asSystem } from '../../cms/lib/asCaller'
import type { Payload, PayloadRequest } from 'payload'

/**
 * A registration's morning-after answer and its link (returns how many): they go when the row is deleted or
 * anonymised (collections/Networking/forget.ts runs this for every way a row leaves), inside
 * the caller's unit when there is one.
 */
export async function forgetFeedbackOf(payload: Payload, attendeeId: string | number, req?: PayloadRequest): Promise<number> {
  const forgotten = await payload.delete({
    collection: 'feedback',
    where: { attendee: { equals: attendeeId } },
    depth: 0,
    ...(req ? { req } : {}),
    ...asSystem('a registration being deleted or anonymised takes its morning-after answer with it'),
  })
  return forgotten.docs.length
}
