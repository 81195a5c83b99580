import { z } from './zod'
import { email } from './fields'
import type { Id } from './types'

/** `POST /api/events/{id}/team`: the approved host to add as a co-host, by email. */
export const teamMemberSchema = z.object({ email: email() })
export type TeamMemberInput = z.input<typeof teamMemberSchema>

/** `PATCH /api/user`: the signed-in person's own settings. */
export const userSettingsSchema = z.object({ showNameOnEvents: z.boolean({ error: 'showNameOnEvents must be true or false' }) })
export type UserSettingsInput = z.input<typeof userSettingsSchema>

export type TeamRole = 'owner' | 'cohost'

/** `GET /api/events/{id}/team`: the owner first, then co-hosts in the order they were added. */
export interface TeamMemberDto {
  userId: Id
  name: string
  email: string
  role: TeamRole
}

/** `GET /api/events/{id}/hosts` (public): the team members who chose to be named on event pages. */
export interface EventHostDto {
  name: string
  role: TeamRole
}
