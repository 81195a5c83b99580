import useSWR from 'swr'
import { eventKey } from './keys'
import type { EventDto } from '@contract/types'

/** `GET /api/events/:id`; 404 answers "Event not found". */
export function useEvent(id: string | undefined) {
  return useSWR<EventDto, Error>(id ? eventKey(id) : null)
}
