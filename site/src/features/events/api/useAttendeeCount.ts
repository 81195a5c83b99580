import useSWR from 'swr'
import { apiRequest } from '@site/lib/api'
import { attendeeCountKey } from './keys'
import type { AttendeeCount, Id } from '@contract/types'

/** docs/product.md "States and transitions" and "Constants and formats": the count refreshes on its own every 30 s. */
export const ATTENDEE_COUNT_REFRESH_MS = 30_000

/** `GET /api/events/:id/attendee-count`; a failure is logged by the client and counts as 0. */
export function useAttendeeCount(eventId: Id | undefined) {
  const { data, error, isLoading, mutate } = useSWR<AttendeeCount, Error>(
    eventId === undefined ? null : attendeeCountKey(eventId),
    { refreshInterval: ATTENDEE_COUNT_REFRESH_MS },
  )
  return { count: error ? 0 : (data?.count ?? 0), isLoading, mutate }
}

/** The same count read once, fresh, outside the cache (before an export). */
export const fetchAttendeeCount = async (eventId: Id) => (await apiRequest<AttendeeCount>('GET', attendeeCountKey(eventId))).count
