import useSWR from 'swr'
import { aggregateKey } from './keys'
import type { NetworkingAggregateDto } from '@contract/networking'
import type { Id } from '@contract/types'

/** `GET /api/events/{id}/networking` (the team): counts of the night, never a name. */
export function useNetworkingAggregate(eventId: Id) {
  return useSWR<NetworkingAggregateDto, Error>(aggregateKey(eventId))
}
