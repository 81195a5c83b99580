import useSWR from 'swr'
import { apiRequest } from '@site/lib/api'
import { audiencesKey, messagesKey } from './keys'
import type { AudienceCounts, EventMessageDto, EventMessageInput } from '@contract/eventMessages'
import type { Id } from '@contract/types'

export const useMessageHistory = (eventId: Id) => useSWR<EventMessageDto[], Error>(messagesKey(eventId))

/** How many people each audience reaches now; read again whenever the dialog opens. */
export const useAudienceCounts = (eventId: Id) =>
  useSWR<AudienceCounts, Error>(audiencesKey(eventId), { revalidateOnMount: true, refreshInterval: 15_000 })

export const sendMessage = (eventId: Id, input: EventMessageInput) =>
  apiRequest<{ recipients: number }>('POST', messagesKey(eventId), input)
