import useSWR from 'swr'
import type { EventDto } from '@contract/types'
import { EVENTS_KEY } from './keys'

/** `GET /api/events`: public, non-archived events, soonest first. */
export function useEvents() {
  return useSWR<EventDto[]>(EVENTS_KEY)
}
