import useSWR from 'swr'
import { apiRequest } from '@site/lib/api'
import { attendeeCountKey } from './keys'
import type { AttendeeCount, Id } from '@contract/types'

/** docs/product.md "States and transitions" and "Constants and formats": the count refreshes on its own every 30 s. */
export const ATTENDEE_COUNT_REFRESH_MS = 30_000

/**
 * `GET /api/events/:id/attendee-count`, refreshed every 30 s. A count already known from the
 * event's own answer (`registeredCount`) stands until the first refresh, and when a refresh
 * fails (logged by the client); without one the count is null until it answers, shown as a
 * placeholder, never as 0 (docs/decisions.md, "Honest counts").
 */
export function useAttendeeCount(eventId: Id | undefined, known?: number | null) {
  const knownCount = typeof known === 'number' ? { count: known } : undefined
  const { data, isLoading, mutate } = useSWR<AttendeeCount, Error>(eventId === undefined ? null : attendeeCountKey(eventId), {
    refreshInterval: ATTENDEE_COUNT_REFRESH_MS,
    // The event's answer just said it: asking again at once would only draw the page twice.
    fallbackData: knownCount,
    revalidateOnMount: knownCount === undefined,
  })
  return { count: data?.count ?? known ?? null, isLoading, mutate }
}

/** The same count read once, fresh, outside the cache (before an export). */
export const fetchAttendeeCount = async (eventId: Id) => (await apiRequest<AttendeeCount>('GET', attendeeCountKey(eventId))).count
