import { z } from './zod'
import { email, requiredText } from './fields'
import { messages } from './messages'

/**
 * Following a city (docs/api.md "Follow a city"): people ask to hear when a new night is
 * announced in a city, confirm by email (double opt-in) and can leave with one click.
 */

/** An unconfirmed subscription's link works this long; the daily purge deletes it after that. */
export const UNCONFIRMED_LIFETIME_DAYS = 7
export const UNCONFIRMED_LIFETIME_MS = UNCONFIRMED_LIFETIME_DAYS * 24 * 60 * 60 * 1000

/** Longest city name a subscription keeps. */
export const CITY_MAX = 100

export { cityKeyOf } from './cityKey'

/** `POST /api/subscriptions` (the site's "Get notified about new nights in {city}" form). */
export const subscriptionSchema = z.object({
  email: email(),
  city: requiredText(messages.cityRequired, CITY_MAX).refine((city) => !/\p{Cc}/u.test(city), messages.cityOneLine),
})
export type SubscriptionInput = z.input<typeof subscriptionSchema>

/** `GET /api/subscriptions/{token}` and the answers of confirm. */
export interface SubscriptionDto {
  email: string
  city: string
  confirmed: boolean
}

/** `POST /api/subscriptions/{token}/unsubscribe`: the same answer whether or not the row still existed. */
export interface UnsubscribedDto {
  unsubscribed: true
  city: string | null
}

/** `GET /api/events/{id}/followers` (the event's team): how many confirmed followers its city has; never who. */
export interface FollowersDto {
  city: string
  followers: number
}

/** Whether an event is public (`published`) or only its team sees it (`draft`). */
export const eventPublicationStates = ['draft', 'published'] as const
export type EventPublicationState = (typeof eventPublicationStates)[number]
