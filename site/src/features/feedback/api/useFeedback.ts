import useSWR from 'swr'
import { feedbackKey } from './keys'
import type { FeedbackDto } from '@contract/feedback'

/** `GET /api/feedback/:token`: the night and the person's answer so far; reading it records nothing. */
export function useFeedback(token: string | undefined) {
  return useSWR<FeedbackDto, Error>(token ? feedbackKey(token) : null, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  })
}
