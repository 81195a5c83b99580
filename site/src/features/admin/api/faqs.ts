import useSWR from 'swr'
import { apiRequest } from '../../../lib/api'
import type { FaqDto } from '../../../../../contract/types'

/** Same key as the public FAQ page; the server answers them sorted by order. */
export const FAQS_KEY = '/api/faqs'

export const useFaqs = () => useSWR<FaqDto[]>(FAQS_KEY)

export const createFaq = (body: { question: string; answer: string; order: number }) => apiRequest<FaqDto>('POST', FAQS_KEY, body)
