import useSWR from 'swr'
import type { SponsorDto } from '../../../../../contract/types'

/** `GET /api/sponsors`, only when `enabled` (never for a signed-in HOST, docs/product.md "Home page"). */
export function useSponsors(enabled: boolean) {
  return useSWR<SponsorDto[]>(enabled ? '/api/sponsors' : null)
}
