import useSWR from 'swr'
import { apiRequest } from '../../../lib/api'
import type { Id, SponsorDto } from '../../../../../contract/types'

/** Same key as the public sponsors strip, so a change shows there too. */
export const SPONSORS_KEY = '/api/sponsors'

export const useSponsors = () => useSWR<SponsorDto[]>(SPONSORS_KEY)

export const createSponsor = (body: { name: string; logoUrl: string; website: string }) =>
  apiRequest<SponsorDto>('POST', SPONSORS_KEY, body)

export const deleteSponsor = (id: Id) => apiRequest<unknown>('DELETE', `${SPONSORS_KEY}/${encodeURIComponent(String(id))}`)
