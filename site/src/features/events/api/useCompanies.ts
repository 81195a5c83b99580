import useSWR from 'swr'
import { companiesKey } from './keys'
import type { CompaniesDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/** `GET /api/events/:id/companies`: companies of attendees who chose to be listed. */
export function useCompanies(eventId: Id) {
  return useSWR<CompaniesDto, Error>(companiesKey(eventId))
}
