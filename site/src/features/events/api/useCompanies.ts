import useSWR from 'swr'
import { useInBrowser } from '@site/components/InBrowser'
import { fetcherInItsOwnTask } from '@site/lib/api'
import { companiesKey } from './keys'
import type { CompaniesDto } from '@contract/registrations'
import type { Id } from '@contract/types'

/**
 * `GET /api/events/:id/companies`: companies of attendees who chose to be listed. Asked once the
 * page is the browser's, as the night's hosts are (./team.ts, useEventHosts).
 */
export function useCompanies(eventId: Id) {
  return useSWR<CompaniesDto, Error>(useInBrowser() ? companiesKey(eventId) : null, fetcherInItsOwnTask)
}
