import useSWR from 'swr'
import { ATTENDEE_COUNT_REFRESH_MS } from './useAttendeeCount'
import { EVENTS_KEY } from './keys'
import type { EventDto } from '@contract/types'

/**
 * `GET /api/events`: public, non-archived events, soonest first, each with its registered count.
 * The counts come with the list (one call whatever the number of events) and refresh with it
 * every 30 s, the spec's count refresh (docs/product.md "States and transitions").
 */
export function useEvents() {
  return useSWR<EventDto[], Error>(EVENTS_KEY, { refreshInterval: ATTENDEE_COUNT_REFRESH_MS })
}
