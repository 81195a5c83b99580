import { z } from './zod'
import { email, isWebAddress, limits, requiredText } from './fields'
import { messages, tooLong } from './messages'

export const contactSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: email(),
  message: z.string({ error: messages.messageMin }).trim().min(10, messages.messageMin).max(limits.long, tooLong(limits.long)),
})
export type ContactInput = z.input<typeof contactSchema>

const requiredUrl = z
  .string({ error: messages.validUrl })
  .trim()
  .min(1, messages.validUrl)
  .max(limits.url, tooLong(limits.url))
  .refine(isWebAddress, messages.validUrl)

export const sponsorSchema = z.object({
  name: requiredText(messages.nameRequired),
  logoUrl: requiredUrl,
  website: requiredUrl,
})
export type SponsorInput = z.input<typeof sponsorSchema>

export const faqSchema = z.object({
  question: requiredText(messages.questionRequired, 500),
  answer: requiredText(messages.answerRequired, limits.long),
  order: z
    .number({ error: messages.orderInteger })
    .int(messages.orderInteger)
    .min(-100_000, messages.orderInteger)
    .max(100_000, messages.orderInteger)
    .optional()
    .default(0),
})
export type FaqInput = z.input<typeof faqSchema>
