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
