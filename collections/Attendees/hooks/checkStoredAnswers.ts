import { ValidationError, type CollectionBeforeChangeHook } from 'payload'
import { relationId } from '../../../contract/relations'
import { checkAnswers, storedQuestions, type Answers } from '../../../contract/questions'
import type { Attendee } from '../../../payload-types'

/** Set in a write's `context` by code that has already judged the answers inside its unit. */
export const ANSWERS_CHECKED = 'answersChecked'

/**
 * Answers stored on a row fit its event's questions, whichever surface wrote them (the CMS, a
 * host, the registration units): unknown questions are dropped and each answer must fit its
 * kind and options. Required answers are the public forms' rule (the registration and waitlist
 * units and the manage link check them); a host adding someone or a walk-in may leave them out.
 */
export const checkStoredAnswers: CollectionBeforeChangeHook<Attendee> = async ({
  data,
  originalDoc,
  req,
  collection,
  context,
}) => {
  if (data.answers === undefined || data.answers === null) return data
  // The registration and waitlist units judged these answers against the event they read (ANSWERS_CHECKED).
  if (context[ANSWERS_CHECKED] === true) return data
  if (typeof data.answers === 'object' && !Array.isArray(data.answers) && Object.keys(data.answers).length === 0) return data
  const eventId = relationId(data.event ?? originalDoc?.event ?? null)
  if (eventId === null) return data
  const event = await req.payload.findByID({
    collection: 'events',
    id: eventId,
    depth: 0,
    overrideAccess: true,
    req,
    disableErrors: true,
  })
  const { answers, errors } = checkAnswers(storedQuestions(event), data.answers as Answers, { allowMissing: true })
  const problems = Object.entries(errors).map(([path, message]) => ({ path, message }))
  if (problems.length) throw new ValidationError({ collection: collection.slug, errors: problems, req })
  return { ...data, answers }
}
