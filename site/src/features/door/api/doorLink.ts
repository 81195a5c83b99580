import useSWR from 'swr'
import { apiRequest } from '@site/lib/api'
import { doorLinkKey } from './keys'
import type { DoorLinkCreated, DoorLinkStatus } from '@contract/door'
import type { Id } from '@contract/types'

export function useDoorLinkStatus(eventId: Id) {
  return useSWR<DoorLinkStatus, Error>(doorLinkKey(eventId))
}

/** A new link replaces any earlier one; its URL is shown only in this answer. */
export const createDoorLink = (eventId: Id) => apiRequest<DoorLinkCreated>('POST', doorLinkKey(eventId))

export const revokeDoorLink = (eventId: Id) => apiRequest<{ message: string }>('DELETE', doorLinkKey(eventId))
