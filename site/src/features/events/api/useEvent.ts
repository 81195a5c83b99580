import useSWR from 'swr'
import type { EventDto } from '@contract/types'
import { eventKey } from './keys'

/** `GET /api/events/:id`; 404 answers "Event not found". */
export function useEvent(id: string | undefined) {
  return useSWR<EventDto>(id ? eventKey(id) : null)
}
