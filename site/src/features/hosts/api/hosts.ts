import useSWR, { useSWRConfig } from 'swr'
import { useCallback } from 'react'
import { apiRequest, pathSegment } from '@site/lib/api'
import type { HostDto, Id } from '@contract/types'

export type HostList = 'active' | 'pending' | 'rejected'

const LISTS: HostList[] = ['active', 'pending', 'rejected']

export const hostsKey = (list: HostList) => `/api/hosts/${list}`

/**
 * Hosts sign up on their own, so a list re-fetches each time its tab opens (showing the
 * cached rows meanwhile) instead of keeping what it had.
 */
export function useHosts(list: HostList) {
  return useSWR<HostDto[], Error>(hostsKey(list), { revalidateOnMount: true })
}

/**
 * Approving or rejecting moves a host from the list on screen to another one: the shown
 * list re-fetches, the others drop their cached copies so they load anew when opened.
 */
export function useRefreshHosts(shown: HostList) {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    const others = LISTS.filter((list) => list !== shown)
    await Promise.all([mutate(hostsKey(shown)), ...others.map((list) => mutate(hostsKey(list), undefined))])
  }, [mutate, shown])
}

/** Approves or rejects; a rejection may carry a reason for the applicant's email. */
export const setHostApproval = (id: Id, approved: boolean, reason?: string) =>
  apiRequest<HostDto>('PATCH', `/api/hosts/${pathSegment(id)}/approve`, {
    approved,
    ...(!approved && reason?.trim() ? { reason: reason.trim() } : {}),
  })
