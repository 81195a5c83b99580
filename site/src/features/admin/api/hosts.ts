import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { apiRequest } from '../../../lib/api'
import type { HostDto, Id } from '../../../../../contract/types'

export type HostList = 'active' | 'pending'

export const hostsKey = (list: HostList) => `/api/hosts/${list}`

/**
 * Hosts sign up on their own, so a list re-fetches each time its tab opens (showing the
 * cached rows meanwhile) instead of keeping what it had.
 */
export function useHosts(list: HostList) {
  return useSWR<HostDto[]>(hostsKey(list), { revalidateOnMount: true })
}

/**
 * Approving or rejecting moves a host from the list on screen to the other one: the shown
 * list re-fetches, the other one drops its cached copy so it loads anew when opened.
 */
export function useRefreshHosts(shown: HostList) {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    const other: HostList = shown === 'active' ? 'pending' : 'active'
    await Promise.all([mutate(hostsKey(shown)), mutate(hostsKey(other), undefined)])
  }, [mutate, shown])
}

export const setHostApproval = (id: Id, approved: boolean) =>
  apiRequest<unknown>('PATCH', `/api/hosts/${encodeURIComponent(String(id))}/approve`, { approved })
