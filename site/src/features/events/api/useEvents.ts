import useSWR from 'swr'
import type { EventDto } from '../../../../../contract/types'

/** `GET /api/events`: public, non-archived events, soonest first. */
export function useEvents() {
  return useSWR<EventDto[]>('/api/events')
}
