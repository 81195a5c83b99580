import { APIError, type Payload, type PayloadRequest } from 'payload'
import { messages } from '../../contract/messages'
import { asSystem } from '../../cms/lib/asCaller'

/**
 * Someone who answered "How was {night}?" is not removed or moved off the night by its team, nor
 * deleted in the CMS (decision 591): their answer would leave the night's figures, and the
 * figures before and after would tell whoever did it what that one person said, an anonymous
 * comment too. An erasure, the purge and the night's deletion still take the answer.
 */
export async function refuseRemovingAnAnswer(payload: Payload, attendeeId: string | number, req: PayloadRequest) {
  const { totalDocs } = await payload.count({
    collection: 'feedback',
    where: { and: [{ attendee: { equals: attendeeId } }, { rating: { exists: true } }] },
    req,
    ...asSystem('whether a registration leaving its night answered the morning after (a count)'),
  })
  if (totalDocs) throw new APIError(messages.answeredStays, 409, undefined, true)
}
