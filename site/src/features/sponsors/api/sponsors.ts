import useSWR from 'swr'
import { apiRequest, pathSegment } from '@site/lib/api'
import type { Id, MessageDto, SponsorDto } from '@contract/types'

/** One key for the public strip and the dashboard, so a change shows in both. */
export const SPONSORS_KEY = '/api/sponsors'

/** `GET /api/sponsors`, only when `enabled` (never for a signed-in HOST, docs/product.md "Home page"). */
export const useSponsors = (enabled = true) => useSWR<SponsorDto[], Error>(enabled ? SPONSORS_KEY : null)

export const createSponsor = (body: { name: string; logoUrl: string; website: string }) =>
  apiRequest<SponsorDto>('POST', SPONSORS_KEY, body)

/** `PATCH /api/sponsors/{id}`: the whole sponsor, with create's rules. */
export const updateSponsor = (id: Id, body: { name: string; logoUrl: string; website: string }) =>
  apiRequest<SponsorDto>('PATCH', `${SPONSORS_KEY}/${pathSegment(id)}`, body)

export const deleteSponsor = (id: Id) => apiRequest<MessageDto>('DELETE', `${SPONSORS_KEY}/${pathSegment(id)}`)
