import { z } from './zod'
import { email, oneLineText } from './fields'
import { messages } from './messages'
import { answersSchema } from './questions'
import { networkingProfileSchema } from './networking'
import type { AttendeeDto } from './types'

/** The shared attendee schema: server validation and the dashboard's add form. */
export const attendeeSchema = z.object({
  name: oneLineText(messages.nameRequired, messages.nameOneLine),
  email: email(),
  company: oneLineText(messages.companyNameRequired, messages.companyOneLine),
  // Lists the company (never the name or email) on the event page.
  showCompany: z.boolean().optional(),
  // Answers to the event's questions by id, judged against them inside the registration unit.
  answers: answersSchema,
  // "Help me meet people tonight": the person's own opt-in profile, judged against the night's
  // list inside the registration unit (contract/networking.ts); null or absent means no profile.
  networking: networkingProfileSchema.nullable().optional(),
  // The site sends eventId (docs/product.md "API contract"); the path decides, so it is accepted and ignored.
  eventId: z.unknown().optional(),
})
export type AttendeeInput = z.input<typeof attendeeSchema>

/** The public registration form on /events/:id words the company rule differently. */
export const registrationFormSchema = attendeeSchema.extend({
  company: oneLineText(messages.companyRequired, messages.companyOneLine),
})
export type RegistrationFormInput = z.input<typeof registrationFormSchema>

/**
 * `POST /api/events/{id}/attendees/{attendeeId}/move`: the night to move a registered person to.
 * Ids are opaque (numbers on SQL databases, strings on MongoDB), so either is accepted.
 */
const chooseTarget = { error: messages.chooseMoveTarget }
export const moveAttendeeSchema = z.object({
  toEventId: z.union(
    [
      z.string(chooseTarget).trim().min(1, chooseTarget).max(64, chooseTarget),
      z.number(chooseTarget).int(chooseTarget).nonnegative(chooseTarget),
    ],
    chooseTarget,
  ),
})
export type MoveAttendeeInput = z.input<typeof moveAttendeeSchema>

/** The move's answer: the person's new row, at the other night (its manage link goes by email only). */
export interface MovedAttendeeDto {
  attendee: AttendeeDto
}
