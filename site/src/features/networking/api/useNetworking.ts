import { useCallback } from 'react'
import useSWR, { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { LIVE_REFRESH_MS } from '../lib/nightPhase'
import { acceptKey, networkingKey, swapsKey } from './keys'
import type { NetworkingDto, NetworkingProfileInput, SwapResultDto } from '@contract/networking'
import type { Id } from '@contract/types'

/**
 * `GET /api/registrations/{token}/networking`: the person's profile, code, suggestions and swaps.
 * `live` (during the night): re-read every 15 s while the page is visible (SWR skips hidden
 * pages) and when it comes back into focus, so a request or a swap shows without a reload.
 */
export function useNetworking(token: string | undefined, { live = false }: { live?: boolean } = {}) {
  return useSWR<NetworkingDto, Error>(token ? networkingKey(token) : null, {
    refreshInterval: live ? LIVE_REFRESH_MS : 0,
    refreshWhenHidden: false,
    revalidateOnFocus: live,
  })
}

/**
 * The person's changes through their manage link: the profile (PUT, DELETE), a swap by code and
 * an accepted request; each re-reads the person's view afterwards.
 */
export function useNetworkingActions(token: string) {
  const { mutate } = useSWRConfig()
  const key = networkingKey(token)
  const saveProfile = useCallback(
    async (profile: NetworkingProfileInput) => {
      const view = await apiRequest<NetworkingDto>('PUT', key, profile)
      await mutate(key, view, { revalidate: false })
      return view
    },
    [key, mutate],
  )
  const withdraw = useCallback(async () => {
    await apiRequest<{ profile: null }>('DELETE', key)
    await mutate(key)
  }, [key, mutate])
  const requestSwap = useCallback(
    async (code: string) => {
      const result = await apiRequest<SwapResultDto>('POST', swapsKey(token), { code })
      await mutate(key)
      return result
    },
    [key, mutate, token],
  )
  const accept = useCallback(
    async (swapId: Id) => {
      const result = await apiRequest<SwapResultDto>('POST', acceptKey(token, swapId))
      await mutate(key)
      return result
    },
    [key, mutate, token],
  )
  return { saveProfile, withdraw, requestSwap, accept }
}
