import { z } from './zod'
import { messages, tooLong } from './messages'

/** Who a message to attendees goes to (docs/api.md "Messages to attendees"). */
export const messageAudiences = ['registered', 'waitlisted', 'checkedIn', 'noShow'] as const
export type MessageAudience = (typeof messageAudiences)[number]

/** At most this many messages per event per UTC day (the night's own zone can be changed at will). */
export const MESSAGES_PER_DAY = 3

export const audienceLabels: Record<MessageAudience, string> = {
  registered: 'Everyone registered',
  waitlisted: 'The waitlist',
  checkedIn: 'People checked in',
  noShow: 'No-shows (registered, not checked in)',
}

/** `POST /api/events/{id}/messages`; the dashboard's dialog validates with the same schema. */
export const eventMessageSchema = z.object({
  subject: z.string({ error: messages.subjectRequired }).trim().min(1, messages.subjectRequired).max(150, tooLong(150)),
  body: z.string({ error: messages.messageBodyRequired }).trim().min(1, messages.messageBodyRequired).max(5000, tooLong(5000)),
  audience: z.enum(messageAudiences, { message: messages.audienceRequired }),
  test: z.boolean().optional(),
})
export type EventMessageInput = z.input<typeof eventMessageSchema>

/** `GET /api/events/{id}/messages`: the history, newest first. */
export interface EventMessageDto {
  subject: string
  audience: MessageAudience
  recipients: number
  sentBy: string
  sentAt: string
}

/** `GET /api/events/{id}/messages/audiences`: the live count of each audience. */
export type AudienceCounts = Record<MessageAudience, number>
