import { zodResolver } from '@hookform/resolvers/zod'
import { z } from '@contract/zod'
import { registrationFormSchema } from '@contract/attendees'
import { networkingProfileSchema } from '@contract/networking'
import { type Question } from '@contract/questions'
import { withCheckedAnswers } from './answers'

/**
 * The registration's and the waitlist's form rules: Name, Email, Company and the company opt-in,
 * the night's answers and "Help me meet people tonight". Loaded when the form is first used
 * (lib/lazyResolver.ts), so a night's page does not run zod before anyone types.
 */
export const attendeeDetailsSchema = registrationFormSchema.pick({ name: true, email: true, company: true }).extend({
  showCompany: z.boolean(),
  answers: z.record(z.string(), z.unknown()).optional(),
  // "Help me meet people tonight" (a page may add its fields, `extraFields`): null when not chosen.
  networking: networkingProfileSchema.nullable().optional(),
})

/** The form's answers cleaned by the contract's rule; its messages land on `answers.<id>`. */
const withAnswers = (questions: readonly Question[]) =>
  attendeeDetailsSchema.transform((values, context) => {
    const { networking, ...details } = withCheckedAnswers(questions)(values, context)
    // Without "Help me meet people tonight" the body carries no profile at all.
    return networking ? { ...details, networking } : details
  })

/** react-hook-form's resolver for a night asking `questions`. */
export const attendeeDetailsResolver = (questions: readonly Question[]) => zodResolver(withAnswers(questions))
