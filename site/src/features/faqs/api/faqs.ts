import useSWR from 'swr'
import { apiRequest, pathSegment } from '@site/lib/api'
import type { FaqDto, Id, MessageDto } from '@contract/types'

/** One key for the FAQ page and the dashboard; the server answers them in display order. */
export const FAQS_KEY = '/api/faqs'

export type FaqBody = { question: string; answer: string; order: number }

const faqPath = (id: Id) => `${FAQS_KEY}/${pathSegment(id)}`

export const useFaqs = () => useSWR<FaqDto[], Error>(FAQS_KEY)

export const createFaq = (body: FaqBody) => apiRequest<FaqDto>('POST', FAQS_KEY, body)

/** The whole FAQ is sent: the server validates edits with the create schema. */
export const updateFaq = (id: Id, body: FaqBody) => apiRequest<FaqDto>('PATCH', faqPath(id), body)

export const deleteFaq = (id: Id) => apiRequest<MessageDto>('DELETE', faqPath(id))
