import useSWR from 'swr'
import type { FaqDto } from '../../../../../contract/types'

/** `GET /api/faqs`, already in display order. */
export function useFaqs() {
  return useSWR<FaqDto[]>('/api/faqs')
}
