import { z } from 'zod'
import { email, requiredText } from './fields'
import { messages } from './messages'
import { answersSchema } from './questions'

/** The shared attendee schema: server validation and the dashboard's add form. */
export const attendeeSchema = z.object({
  name: requiredText(messages.nameRequired),
  email: email(),
  company: requiredText(messages.companyNameRequired),
  // Lists the company (never the name or email) on the event page.
  showCompany: z.boolean().optional(),
  // Answers to the event's questions by id, judged against them inside the registration unit.
  answers: answersSchema,
  // The site sends eventId (docs/product.md "API contract"); the path decides, so it is accepted and ignored.
  eventId: z.unknown().optional(),
})
export type AttendeeInput = z.input<typeof attendeeSchema>

/** The public registration form on /events/:id words the company rule differently. */
export const registrationFormSchema = attendeeSchema.extend({
  company: requiredText(messages.companyRequired),
})
export type RegistrationFormInput = z.input<typeof registrationFormSchema>
