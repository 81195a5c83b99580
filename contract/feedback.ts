import { z } from './zod'
import { messages, tooLong } from './messages'

/**
 * The morning after a night (docs/api.md "The morning after"): the one-tap pulse each person
 * who came is asked, and what the night achieved as its team sees it.
 */
export const FEEDBACK_LIMITS = { comment: 1000, rating: 5 } as const
/** An answer can be given and changed for this long after the morning after. */
export const FEEDBACK_EDITABLE_MS = 7 * 86_400_000
/** Ratings, the "met someone useful" split and comments show only from this many answers. */
export const OUTCOMES_MINIMUM = 5
/** The response rate a host aims for (peers' surveys get about 30%). */
export const RESPONSE_RATE_GOAL = 0.3
export const RATINGS = [1, 2, 3, 4, 5] as const

/** The morning-after email's subject, with or without "Who to meet" contacts. */
export const pulseSubject = (night: string) => `How was ${night}?`

/** `PUT /api/feedback/{token}`. */
export const feedbackPutSchema = z.object({
  rating: z
    .number({ error: messages.feedbackRatingRequired })
    .int(messages.feedbackRatingRequired)
    .min(1, messages.feedbackRatingRequired)
    .max(FEEDBACK_LIMITS.rating, messages.feedbackRatingRequired),
  metSomeoneUseful: z.boolean().nullable().optional(),
  comment: z.string().trim().max(FEEDBACK_LIMITS.comment, tooLong(FEEDBACK_LIMITS.comment)).nullable().optional(),
  anonymous: z.boolean().optional(),
})
export type FeedbackPut = z.infer<typeof feedbackPutSchema>

/** `GET`/`PUT /api/feedback/{token}`: the person's own answer (nulls before they answer). */
export interface FeedbackDto {
  /** `timezone`: the night's zone, in which `editableUntil` is read (the morning after's 9:00 there). */
  event: { id: string | number; name: string; date: string; timezone: string }
  rating: number | null
  metSomeoneUseful: boolean | null
  comment: string | null
  anonymous: boolean
  editableUntil: string
}

/** `GET /api/events/{id}/outcomes`: what the night achieved. */
export interface OutcomesDto {
  registered: number
  checkedIn: number
  noShowRate: number | null
  responses: number
  responseRate: number | null
  rating: { average: number; counts: Record<'1' | '2' | '3' | '4' | '5', number> } | null
  metSomeoneUseful: { yes: number; no: number } | null
  comments: { text: string; name: string | null }[]
  networking: {
    optedIn: number
    optInRate: number | null
    swapsRequested: number
    swapsMutual: number
    peopleWithMutualSwap: number
  }
  /** People whose first night of the series this was, and how many of them came to another within 90 days. */
  firstTimers: { count: number; cameBackWithin90Days: number }
  /** Present when the night was called off (contract/calledOff.ts): nobody was expected to come. */
  calledOff?: true
}

/** `GET /api/outcomes`: at most this many nights, the most recent that have ended. */
export const OUTCOMES_SERIES_NIGHTS = 24

/** One night in `GET /api/outcomes`: its figures as `GET /api/events/{id}/outcomes` gives them, without comments. */
export interface NightOutcomesDto {
  event: { id: string | number; name: string; date: string; timezone: string; seriesId: string | null }
  outcomes: Omit<OutcomesDto, 'comments'>
}

/** `GET /api/outcomes[?series=]`: the caller's nights that have ended (one series' with `series`), oldest first. */
export interface OutcomesSeriesDto {
  nights: NightOutcomesDto[]
}

/** The one-tap links' rating (`?rating=N`), or null for anything else. */
export function ratingOfQuery(value: unknown): number | null {
  const rating = Number(value)
  return typeof value === 'string' && Number.isInteger(rating) && rating >= 1 && rating <= 5 ? rating : null
}
