import { randomBytes } from 'node:crypto'
import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'
import { asSystem } from '../../../cms/lib/asCaller'
import { isAnswered, storedQuestions, type Answers, type Question } from '../../../contract/questions'
import { messages } from '../../../contract/messages'
import type { Event } from '../../../payload-types'

/** A short id that stays with its question for the event's life (answers are keyed by it). */
const newQuestionId = () => `q${randomBytes(6).toString('hex')}`

/** The questions that have at least one stored answer, read live from the event's rows (any status). */
async function answeredQuestionIds(req: PayloadRequest, eventId: Event['id']): Promise<Set<string>> {
  const { docs } = await req.payload.find({
    collection: 'attendees',
    where: { event: { equals: eventId } },
    select: { answers: true },
    depth: 0,
    pagination: false,
    ...asSystem('which questions have answers, read from every registration of the event'),
    req,
  })
  const answered = new Set<string>()
  for (const row of docs) {
    const answers = (row.answers ?? {}) as Answers
    for (const [id, answer] of Object.entries(answers)) if (isAnswered(answer)) answered.add(id)
  }
  return answered
}

/** A refusal of the questions, named as their field so the dashboard shows it under them in any language. */
const questionsField = (message: string) => ({ errors: [{ path: 'questions', message }] })

const sameOptions = (a: Question, b: Question) =>
  a.options.length === b.options.length && a.options.every((option, i) => option === b.options[i])

/**
 * Questions keep their ids and order; once a question has answers its kind and options are
 * fixed and it stays (409 `This question already has answers`), and a question added after
 * people have answered must be optional. Judged from the rows as they are now, whichever
 * surface wrote the event (the contract's shape was checked by validateWithContract).
 */
export const guardQuestions: CollectionBeforeChangeHook<Event> = async ({ data, originalDoc, req }) => {
  if (data.questions === undefined) return data
  const incoming = (Array.isArray(data.questions) ? data.questions : []) as (Omit<Question, 'id'> & { id?: string })[]
  const before = storedQuestions(originalDoc)
  const knownIds = new Set(before.map((question) => question.id))
  const questions: Question[] = incoming.map((question) => ({
    ...question,
    id: question.id && (knownIds.has(question.id) || /^[A-Za-z0-9_-]{1,40}$/.test(question.id)) ? question.id : newQuestionId(),
  }))
  if (originalDoc?.id !== undefined && before.length + questions.length > 0) {
    const answered = await answeredQuestionIds(req, originalDoc.id)
    for (const old of before.filter((question) => answered.has(question.id))) {
      const now = questions.find((question) => question.id === old.id)
      if (!now || now.kind !== old.kind || !sameOptions(now, old))
        throw new APIError(messages.questionHasAnswers, 409, questionsField(messages.questionHasAnswers), true)
    }
    const added = questions.filter((question) => !knownIds.has(question.id))
    if (answered.size > 0 && added.some((question) => question.required))
      throw new APIError(messages.newQuestionOptional, 409, questionsField(messages.newQuestionOptional), true)
  }
  return { ...data, questions }
}
