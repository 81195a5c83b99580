import { checkAnswers, type Answers, type Question } from '@contract/questions'
import type { z } from 'zod'

/**
 * A form's answers cleaned by the contract's one rule (contract/questions.ts, the server's
 * too), its messages added as issues on `answers.<id>` so each lands on its own field.
 */
export function checkedAnswers(questions: readonly Question[], given: unknown, context: z.RefinementCtx): Answers {
  const { answers, errors } = checkAnswers(questions, given as Answers | undefined)
  for (const [field, message] of Object.entries(errors)) context.addIssue({ code: 'custom', path: field.split('.'), message })
  return answers
}

/**
 * A form schema's `.transform`: its values with `answers` cleaned by `checkedAnswers`, or left
 * out when the night asks nothing (the registration, waitlist and host's add forms).
 */
export function withCheckedAnswers(questions: readonly Question[]) {
  return <T extends { answers?: unknown }>(values: T, context: z.RefinementCtx): Omit<T, 'answers'> & { answers?: Answers } => {
    const answers = checkedAnswers(questions, values.answers, context)
    const { answers: _typed, ...details } = values
    return questions.length ? { ...details, answers } : details
  }
}
