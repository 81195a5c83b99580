import { useCallback } from 'react'
import useSWR, { useSWRConfig, type KeyedMutator } from 'swr'
import { apiRequest } from './api'
import { SETTINGS_KEY } from './settingsKey'
import type { LoginInput } from '@contract/auth'
import type { CurrentUser, MessageDto } from '@contract/types'

/**
 * Who is signed in, app-wide: the layout, the route guards and the dashboard read it, the login
 * form and the Logout button change it.
 */

/** SWR key of the current user (docs/product.md "States and transitions": the user query; no retries). */
export const USER_KEY = '/api/user'

export interface UseUserResult {
  /** undefined while loading, null when signed out (or the query failed), else the user. */
  user: CurrentUser | null | undefined
  isLoading: boolean
  error: Error | undefined
  mutate: KeyedMutator<CurrentUser | null>
}

export function useUser(): UseUserResult {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser | null, Error>(USER_KEY)
  return { user: error ? null : data, isLoading, error, mutate }
}

/** `POST /api/login`; a success sets the user query (docs/product.md "States and transitions"). */
export function useLogin() {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (credentials: LoginInput) => {
      const user = await apiRequest<CurrentUser>('POST', '/api/login', credentials)
      await mutate(USER_KEY, user, { revalidate: false })
      return user
    },
    [mutate],
  )
}

/**
 * `POST /api/logout`; clears the user and every other cached answer so the next person on
 * this browser never sees the previous one's dashboard data.
 */
export function useLogout() {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    await apiRequest<MessageDto>('POST', '/api/logout')
    await mutate(USER_KEY, null, { revalidate: false })
    await mutate((key) => key !== USER_KEY && key !== SETTINGS_KEY, undefined, { revalidate: false })
  }, [mutate])
}
