import { z } from './zod'
import { registrationFormSchema, type AttendeeInput } from './attendees'
import { answersSchema, type Answers } from './questions'
import type { BotGuardFields } from './botGuard'
import type { AttendeeDto, EventDto, Id } from './types'
import type { WalletAvailability } from './wallet'

export const registrationStatuses = ['registered', 'waitlisted', 'cancelled'] as const
export type RegistrationStatus = (typeof registrationStatuses)[number]

/** `POST /api/events/:id/waitlist`: the registration's fields (and `showCompany`) plus the bot guard. */
export type WaitlistInput = Omit<AttendeeInput, 'eventId'> & BotGuardFields

/** The manage page's form: name and company, both required, worded like the public form. */
export const registrationDetailsSchema = registrationFormSchema.pick({ name: true, company: true })
export type RegistrationDetailsInput = z.input<typeof registrationDetailsSchema>

/** `PATCH /api/registrations/:token`: either field may be left out. */
export const registrationUpdateSchema = registrationDetailsSchema
  .partial()
  .extend({ showCompany: z.boolean().optional(), answers: answersSchema })
export type RegistrationUpdateInput = z.input<typeof registrationUpdateSchema>

/** One registration as its private page sees it. */
export interface RegistrationDto {
  id: Id
  name: string
  email: string
  company: string
  status: RegistrationStatus
  /** 1-based place in the queue, while waitlisted. */
  position?: number | null
  checkedInAt?: string | null
  /** The person's answers to the event's questions, by question id. */
  answers?: Answers
  /** While registered: what the door scans (the confirmation email's QR code). */
  checkInUrl?: string
}

/** `GET /api/registrations/:token`. */
export interface ManagedRegistrationDto {
  registration: RegistrationDto
  event: EventDto
  /** Which wallet passes the operator has set up (absent: none); the buttons show while registered. */
  wallet?: WalletAvailability
}

/** `POST /api/registrations/:token/cancel` (the same answer when repeated). */
export interface CancelledRegistrationDto {
  status: 'cancelled'
}

/** `POST /api/events/:id/attendees` (201): the attendee plus the absolute manage link. */
export interface RegistrationResultDto extends AttendeeDto {
  manageUrl?: string
}

/** `POST /api/events/:id/waitlist` (201); `manageUrl` only for a row this call created. */
export interface WaitlistJoinedDto {
  status: 'waitlisted'
  position: number
  manageUrl?: string
}

/** `GET /api/events/:id/waitlist` (owner, MASTER_ADMIN): entries in queue order. */
export interface WaitlistEntryDto {
  id: Id
  name: string
  email: string
  company: string
  position: number
  joinedAt: string
}

/** `GET /api/events/:id/companies`: distinct companies of opted-in registered attendees. */
export interface CompaniesDto {
  companies: string[]
}
