import useSWR from 'swr'
import { PAST_EVENTS_KEY } from './keys'
import type { EventDto } from '@contract/types'

/** `GET /api/events?status=past`: public, events that are over (archived or ended), most recent first. */
export function usePastEvents() {
  return useSWR<EventDto[], Error>(PAST_EVENTS_KEY)
}
