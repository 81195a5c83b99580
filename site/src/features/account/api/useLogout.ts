import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { USER_KEY } from './useUser'

/**
 * `POST /api/logout`; clears the user and every other cached answer so the next person on
 * this browser never sees the previous one's dashboard data.
 */
export function useLogout() {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    await apiRequest<unknown>('POST', '/api/logout')
    await mutate(USER_KEY, null, { revalidate: false })
    await mutate((key) => key !== USER_KEY && key !== '/api/settings', undefined, { revalidate: false })
  }, [mutate])
}
