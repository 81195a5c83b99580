import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { feedbackKey } from './keys'
import type { FeedbackDto, FeedbackPut } from '@contract/feedback'

/** `PUT /api/feedback/:token`: records or changes the answer; its answer replaces the page's copy. */
export function useAnswerFeedback(token: string) {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (answer: FeedbackPut) => {
      const saved = await apiRequest<FeedbackDto>('PUT', feedbackKey(token), answer)
      await mutate(feedbackKey(token), saved, { revalidate: false })
      return saved
    },
    [mutate, token],
  )
}
