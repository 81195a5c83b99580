import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import type { Payload } from 'payload'
import type { MyFeedbackDto } from '../../../contract/privacy'
import type { Attendee } from '../../../payload-types'

/** "Download my data": each registration's morning-after answer, by registration id (text); unanswered ones are absent. */
export async function myFeedbackOf(payload: Payload, attendeeIds: Attendee['id'][]): Promise<Map<string, MyFeedbackDto>> {
  if (!attendeeIds.length) return new Map()
  const found = await payload.find({
    collection: 'feedback',
    where: { and: [{ attendee: { in: attendeeIds } }, { rating: { exists: true } }] },
    depth: 0,
    pagination: false,
    ...asSystem('a manage link holder downloads their own morning-after answers'),
  })
  return new Map(
    found.docs
      .filter((row) => row.rating != null)
      .map((row) => [
        String(relationId(row.attendee)),
        {
          rating: Number(row.rating),
          metSomeoneUseful: row.metSomeoneUseful ? row.metSomeoneUseful === 'yes' : null,
          comment: row.comment ?? null,
          anonymous: row.anonymous === true,
          answeredAt: row.answeredAt ?? null,
        },
      ]),
  )
}
