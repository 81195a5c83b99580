import { z } from './zod'
import { email } from './fields'
import { messages } from './messages'
import type { Answer } from './questions'
import type { Id } from './types'
import type { RegistrationStatus } from './registrations'
import type { NetworkingProfile } from './networking'

/** How long personal data of a night is kept after it ends (docs/privacy.md). */
export const RETENTION_DAYS = { default: 365, min: 30, max: 3650 } as const

/** `PATCH /api/settings` (MASTER_ADMIN): the retention period, in whole days. */
export const retentionSchema = z.object({
  retentionDays: z
    .number({ error: messages.retentionDays })
    .int(messages.retentionDays)
    .min(RETENTION_DAYS.min, messages.retentionDays)
    .max(RETENTION_DAYS.max, messages.retentionDays),
})
export type RetentionInput = z.input<typeof retentionSchema>

/** `POST /api/privacy/erase` (MASTER_ADMIN). */
export const erasureSchema = z.object({ email: email() })
export type ErasureInput = z.input<typeof erasureSchema>

/** Its answer: how many rows held the address (an audit entry records the same, not the address). */
export interface ErasureResultDto {
  erased: { attendees: number; subscriptions: number; contactMessages: number }
}

/** One registration in "my data" (`GET /api/registrations/{token}/export`). */
export interface MyRegistrationDto {
  id: Id
  event: { id: Id; name: string; date: string; endDate: string; timezone: string; venue: string; city: string }
  name: string
  email: string
  company: string
  showCompany: boolean
  status: RegistrationStatus
  registeredAt: string
  waitlistedAt: string | null
  cancelledAt: string | null
  checkedInAt: string | null
  /** The answers to the night's registration questions, each with the question as it was asked. */
  answers: { question: string; answer: Answer }[]
  /** "Who to meet": the profile and its contact code, or null; the swaps it is a side of. */
  networking: (NetworkingProfile & { contactCode: string | null }) | null
  swaps: MySwapDto[]
  /** The morning-after answer ("How was {night}?"), or null when none was given. */
  feedback: MyFeedbackDto | null
}

/** A swap in "my data": who asked whom (the other by first name and company, as the manage page shows them), and when. */
export interface MySwapDto {
  direction: 'asked' | 'askedBy'
  status: 'requested' | 'mutual'
  /** null while the other person is not registered and opted in (they withdrew): the manage page shows nobody then either. */
  with: { firstName: string; company: string } | null
  requestedAt: string
  acceptedAt: string | null
}

/** The whole export: what it holds is named in `contains`, so the file explains itself. */
export interface MyDataDto {
  generatedAt: string
  contains: string
  email: string
  registrations: MyRegistrationDto[]
}

/** A morning-after answer as its author downloads it. */
export interface MyFeedbackDto {
  rating: number
  metSomeoneUseful: boolean | null
  comment: string | null
  anonymous: boolean
  answeredAt: string | null
}

/**
 * What is left of a person's name on an anonymised row (docs/privacy.md), stored in English as
 * the `/api` and a host's own tools read it; each screen and download says it in its reader's language.
 */
export const REMOVED_NAME = 'Removed'
/** An anonymised row: its name is REMOVED_NAME and it has no address (a live row always has one). */
export const isRemovedPerson = (row: { name: string; email?: string | null }) => row.name === REMOVED_NAME && !row.email
