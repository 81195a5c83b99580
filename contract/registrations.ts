import { z } from 'zod'
import { registrationFormSchema } from './attendees'
import { botGuardSchema } from './botGuard'
import type { AttendeeDto, EventDto, Id } from './types'

/** Texts of the manage link, cancellation and waitlist (DESIGN section 8). */
export const registrationMessages = {
  eventHasSeats: 'This event still has seats',
  alreadyWaitlisted: 'You are already on the waitlist for this event',
} as const

export const registrationStatuses = ['registered', 'waitlisted', 'cancelled'] as const
export type RegistrationStatus = (typeof registrationStatuses)[number]

/**
 * Optional parts of a public registration or waitlist request: `showCompany: true` lists the
 * company on the event page (`GET /api/events/:id/companies`), plus the bot-guard fields.
 */
export const registrationExtrasSchema = z
  .object({ showCompany: z.boolean().optional() })
  .extend(botGuardSchema.shape)

/** `POST /api/events/:id/waitlist`: the registration's fields and extras. */
export const waitlistSchema = registrationFormSchema
  .pick({ name: true, email: true, company: true })
  .extend(registrationExtrasSchema.shape)
export type WaitlistInput = z.input<typeof waitlistSchema>

/** The manage page's form: name and company, both required, worded like the public form. */
export const registrationDetailsSchema = registrationFormSchema.pick({ name: true, company: true })
export type RegistrationDetailsInput = z.input<typeof registrationDetailsSchema>

/** `PATCH /api/registrations/:token`: either field may be left out. */
export const registrationUpdateSchema = registrationDetailsSchema.partial()
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
}

/** `GET /api/registrations/:token`. */
export interface ManagedRegistrationDto {
  registration: RegistrationDto
  event: EventDto
}

/** `POST /api/registrations/:token/cancel` (the same answer when repeated). */
export interface CancelledRegistrationDto {
  status: 'cancelled'
}

/** `POST /api/events/:id/attendees` (201): the attendee plus the absolute manage link. */
export interface RegistrationResultDto extends AttendeeDto {
  manageUrl?: string
}

/** `POST /api/events/:id/waitlist` (201). */
export interface WaitlistJoinedDto {
  status: 'waitlisted'
  position: number
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
