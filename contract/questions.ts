import { z } from './zod'
import { messages, tooLong } from './messages'

/**
 * Registration questions (docs/product.md "Registration questions"): an event asks up to 10;
 * registrations and waitlist entries carry the answers by question id. The same rules judge
 * the answers on the server (inside the registration unit) and in the site's forms.
 */
export const questionKinds = ['text', 'single', 'multi', 'consent'] as const
export type QuestionKind = (typeof questionKinds)[number]

export const QUESTION_LIMITS = { questions: 10, label: 200, options: 20, option: 200, text: 1000 } as const

const optionText = z
  .string()
  .trim()
  .min(1, 'Options cannot be empty')
  .max(QUESTION_LIMITS.option, tooLong(QUESTION_LIMITS.option))

/** One question as a host writes it; `id` is kept once given (the server gives one to a new question). */
export const questionSchema = z
  .object({
    id: z.string().trim().min(1).max(40).optional(),
    label: z.string().trim().min(1, 'Question text is required').max(QUESTION_LIMITS.label, tooLong(QUESTION_LIMITS.label)),
    kind: z.enum(questionKinds, { error: 'Choose the kind of question' }),
    required: z.boolean().optional().default(false),
    options: z.array(optionText).max(QUESTION_LIMITS.options, `At most ${QUESTION_LIMITS.options} options`).optional(),
    /** The answers are for the team only: never on the door page or any public page. */
    hostOnly: z.boolean().optional().default(false),
    /** The answers appear on the door's list (e.g. dietary needs, photo consent); not for host-only questions. */
    showAtDoor: z.boolean().optional().default(false),
  })
  .superRefine((question, context) => {
    const choices = question.kind === 'single' || question.kind === 'multi'
    const options = question.options ?? []
    if (choices && options.length < 2)
      context.addIssue({ code: 'custom', path: ['options'], message: 'Give at least two options' })
    if (new Set(options).size !== options.length)
      context.addIssue({ code: 'custom', path: ['options'], message: 'Options must differ' })
  })
  .transform((question) => ({
    ...question,
    options: question.kind === 'single' || question.kind === 'multi' ? (question.options ?? []) : [],
  }))

export const questionsSchema = z
  .array(questionSchema)
  .max(QUESTION_LIMITS.questions, `At most ${QUESTION_LIMITS.questions} questions`)
  .superRefine((questions, context) => {
    const ids = questions.map((question) => question.id).filter(Boolean)
    if (new Set(ids).size !== ids.length) context.addIssue({ code: 'custom', message: 'Question ids must differ' })
  })

export type QuestionInput = z.input<typeof questionSchema>
/** A stored question: every field present. */
export type Question = Required<Omit<z.output<typeof questionSchema>, 'id'>> & { id: string }

export type Answer = string | string[] | boolean
export type Answers = Record<string, Answer>

/** What a body may carry as `answers`; each is judged against the event's questions by `checkAnswers`. */
export const answersSchema = z
  .record(
    z.string().max(40),
    z.union([
      z.string().max(QUESTION_LIMITS.text, tooLong(QUESTION_LIMITS.text)),
      z.array(z.string().max(QUESTION_LIMITS.option)).max(QUESTION_LIMITS.options),
      z.boolean(),
    ]),
  )
  .optional()

/** Whether an answer counts as given (an empty text, no choice or an unticked consent does not). */
export const isAnswered = (answer: Answer | undefined): boolean =>
  answer === true || (typeof answer === 'string' && answer.trim() !== '') || (Array.isArray(answer) && answer.length > 0)

/** The field name of a question's answer, in forms and in `errors`. */
export const answerField = (questionId: string) => `answers.${questionId}`

/**
 * Judges answers against the questions: unknown ids are dropped, each answer must fit its kind
 * and options, and required ones must be given unless `allowMissing` (a host adding someone, a
 * walk-in). Returns the cleaned answers and field errors keyed `answers.<id>`.
 */
export function checkAnswers(
  questions: readonly Question[],
  answers: Answers | undefined,
  { allowMissing = false }: { allowMissing?: boolean } = {},
): { answers: Answers; errors: Record<string, string> } {
  const clean: Answers = {}
  const errors: Record<string, string> = {}
  for (const question of questions) {
    const answer = answers?.[question.id]
    const field = answerField(question.id)
    if (!isAnswered(answer)) {
      if (question.required && !allowMissing) errors[field] = messages.questionAnswerRequired
      continue
    }
    if (question.kind === 'text') {
      if (typeof answer !== 'string') errors[field] = messages.questionAnswerRequired
      else clean[question.id] = answer.trim()
    } else if (question.kind === 'consent') {
      if (answer !== true) errors[field] = messages.questionAnswerRequired
      else clean[question.id] = true
    } else {
      const chosen =
        question.kind === 'single' ? (typeof answer === 'string' ? [answer] : null) : Array.isArray(answer) ? answer : null
      if (!chosen || chosen.some((option) => !question.options.includes(option)) || new Set(chosen).size !== chosen.length)
        errors[field] = messages.chooseAnOption
      else clean[question.id] = question.kind === 'single' ? chosen[0] : chosen
    }
  }
  return { answers: clean, errors }
}

/** The required questions a stored row has no answer for (shown to hosts as "missing"). */
export const missingAnswers = (questions: readonly Question[], answers: Answers | null | undefined): string[] =>
  questions.filter((question) => question.required && !isAnswered(answers?.[question.id])).map((question) => question.id)

/** An answer as one line of text (lists, CSV, the door). */
export function answerText(question: Pick<Question, 'kind'>, answer: Answer | undefined, yes = 'Yes'): string {
  if (answer === undefined) return ''
  if (question.kind === 'consent') return answer === true ? yes : ''
  return Array.isArray(answer) ? answer.join('; ') : String(answer)
}

/** The questions stored on an event (a JSON field), read defensively: anything unreadable is left out. */
export function storedQuestions(event: { questions?: unknown } | null | undefined): Question[] {
  const raw = event?.questions
  if (!Array.isArray(raw)) return []
  return raw.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return []
    const question = item as Record<string, unknown>
    if (typeof question.id !== 'string' || typeof question.label !== 'string') return []
    if (!questionKinds.includes(question.kind as Question['kind'])) return []
    return [
      {
        id: question.id,
        label: question.label,
        kind: question.kind as Question['kind'],
        required: question.required === true,
        options: Array.isArray(question.options)
          ? question.options.filter((option): option is string => typeof option === 'string')
          : [],
        hostOnly: question.hostOnly === true,
        showAtDoor: question.showAtDoor === true,
      },
    ]
  })
}
