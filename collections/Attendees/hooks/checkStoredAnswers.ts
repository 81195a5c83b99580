import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '../../../contract/relations'
import { checkAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import { seatRulesOf } from '../seatRules'
import type { Attendee } from '../../../payload-types'

/**
 * Answers stored on a row through Payload (the CMS, a person's own corrections) fit its
 * event's questions: unknown questions are dropped and each answer must fit its kind and
 * options. Required answers are the public forms' rule (the registration and waitlist units and
 * the manage link check them); a host adding someone or a walk-in may leave them out. The
 * registration units judge answers themselves and write through the seat store, below this hook.
 */
export const checkStoredAnswers: CollectionBeforeChangeHook<Attendee> = async ({ data, originalDoc, req, collection }) => {
  if (data.answers === undefined || data.answers === null) return data
  if (typeof data.answers === 'object' && !Array.isArray(data.answers) && Object.keys(data.answers).length === 0) return data
  const eventId = relationId(data.event ?? originalDoc?.event ?? null)
  if (eventId === null) return data
  const event = await seatRulesOf(req.payload).event(eventId)
  const { answers, errors } = checkAnswers(storedQuestions(event), data.answers as Answers, { allowMissing: true })
  const problems = Object.entries(errors).map(([path, message]) => ({ path, message }))
  if (problems.length) throw new ValidationError({ collection: collection.slug, errors: problems, req })
  return { ...data, answers }
}
