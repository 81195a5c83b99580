import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { apiRequest } from '../../../lib/api'
import type { HostDto, Id } from '../../../../../contract/types'

export type HostList = 'active' | 'pending'

export const hostsKey = (list: HostList) => `/api/hosts/${list}`

export function useHosts(list: HostList) {
  return useSWR<HostDto[]>(hostsKey(list))
}

/** Approving or rejecting moves a host between the lists: refresh both. */
export function useRefreshHosts() {
  const { mutate } = useSWRConfig()
  return useCallback(() => Promise.all([mutate(hostsKey('active')), mutate(hostsKey('pending'))]), [mutate])
}

export const setHostApproval = (id: Id, approved: boolean) =>
  apiRequest<unknown>('PATCH', `/api/hosts/${encodeURIComponent(String(id))}/approve`, { approved })
