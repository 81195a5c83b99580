import useSWR from 'swr'
import { EVENTS_KEY } from './keys'
import type { EventDto } from '@contract/types'

/** `GET /api/events`: public, non-archived events, soonest first. */
export function useEvents() {
  return useSWR<EventDto[], Error>(EVENTS_KEY)
}
