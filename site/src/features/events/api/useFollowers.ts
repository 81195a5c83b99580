import useSWR from 'swr'
import { followersKey } from './keys'
import type { FollowersDto } from '@contract/subscriptions'
import type { Id } from '@contract/types'

/** `GET /api/events/:id/followers` (the event's team): the confirmed followers of its city, as a count. */
export function useFollowers(eventId: Id) {
  return useSWR<FollowersDto, Error>(followersKey(eventId))
}
