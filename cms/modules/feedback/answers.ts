import { messages } from '../../../contract/messages'
import { relationId } from '../../../contract/relations'
import { asSystem } from '../../lib/asCaller'
import { HttpError } from '../../lib/httpError'
import { feedbackTokenHash } from '../../lib/capabilities/feedbackLink'
import type { Payload } from 'payload'
import type { FeedbackDto, FeedbackPut } from '../../../contract/feedback'
import type { Feedback } from '../../../payload-types'

/**
 * A person's own answer through the pulse's link (`/api/feedback/{token}`, docs/api.md "The
 * morning after"): the token is the permission, and opens this one answer only. A GET reads,
 * never records (mail scanners follow every link); a PUT records or changes it until
 * `editableUntil`, then 410.
 */
export function feedbackAnswers(payload: Payload) {
  const rowOf = async (token: string): Promise<Feedback> => {
    const hash = feedbackTokenHash(token)
    const found = hash
      ? await payload.find({
          collection: 'feedback',
          where: { tokenHash: { equals: hash } },
          depth: 0,
          limit: 1,
          pagination: false,
          ...asSystem('a morning-after link: the token itself is the permission to its own answer'),
        })
      : { docs: [] }
    if (!found.docs[0]) throw new HttpError(404, messages.feedbackNotFound)
    return found.docs[0]
  }

  const dtoOf = async (row: Feedback): Promise<FeedbackDto> => {
    const event = await payload.findByID({
      collection: 'events',
      id: relationId(row.event),
      depth: 0,
      disableErrors: true,
      select: { name: true, date: true, timezone: true },
      ...asSystem('the night a morning-after answer is about'),
    })
    if (!event) throw new HttpError(404, messages.feedbackNotFound)
    return {
      event: { id: event.id, name: String(event.name), date: String(event.date), timezone: String(event.timezone) },
      rating: row.rating ?? null,
      metSomeoneUseful: row.metSomeoneUseful ? row.metSomeoneUseful === 'yes' : null,
      comment: row.comment ?? null,
      anonymous: row.anonymous === true,
      editableUntil: String(row.editableUntil),
    }
  }

  return {
    read: async (token: string) => dtoOf(await rowOf(token)),

    answer: async (token: string, given: FeedbackPut, now = Date.now()) => {
      const row = await rowOf(token)
      if (Date.parse(String(row.editableUntil)) <= now) throw new HttpError(410, messages.feedbackClosed)
      const updated = await payload.update({
        collection: 'feedback',
        id: row.id,
        data: {
          rating: given.rating,
          metSomeoneUseful: given.metSomeoneUseful == null ? null : given.metSomeoneUseful ? 'yes' : 'no',
          comment: given.comment ? given.comment : null,
          anonymous: given.anonymous === true,
          answeredAt: new Date(now).toISOString(),
        },
        depth: 0,
        ...asSystem('a person answering the morning-after pulse through its own link'),
      })
      return dtoOf(updated)
    },
  }
}
