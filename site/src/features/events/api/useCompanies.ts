import useSWR from 'swr'
import type { CompaniesDto } from '@contract/registrations'
import type { Id } from '@contract/types'

import { companiesKey } from './keys'

/** `GET /api/events/:id/companies`: companies of attendees who chose to be listed. */
export function useCompanies(eventId: Id) {
  return useSWR<CompaniesDto>(companiesKey(eventId))
}
