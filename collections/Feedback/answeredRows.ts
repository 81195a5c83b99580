import { APIError, type Payload, type PayloadRequest } from 'payload'
import { messages } from '../../contract/messages'
import { asSystem } from '../../cms/lib/asCaller'

/**
 * A registration whose person answered the morning after is not removed by the team or in the
 * CMS (decision 591): its answer would leave the night's figures, and the figures before and
 * after would tell whoever removed it what that one person said, an anonymous comment too. The
 * person's own erasure still takes it (cms/modules/privacy/anonymise.ts), as does the night's
 * deletion, which leaves no figure behind.
 */
export async function refuseRemovingAnAnswer(payload: Payload, attendeeId: string | number, req: PayloadRequest) {
  const { totalDocs } = await payload.count({
    collection: 'feedback',
    where: { and: [{ attendee: { equals: attendeeId } }, { rating: { exists: true } }] },
    req,
    ...asSystem('whether a registration being removed answered the morning after (a count)'),
  })
  if (totalDocs) throw new APIError(messages.answeredStays, 409, undefined, true)
}
