import useSWR from 'swr'
import type { EventDto } from '../../../../../contract/types'

export const PAST_EVENTS_KEY = '/api/events?status=past'

/** `GET /api/events?status=past`: public, events that are over (archived or ended), most recent first. */
export function usePastEvents() {
  return useSWR<EventDto[]>(PAST_EVENTS_KEY)
}
