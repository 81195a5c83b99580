import useSWR, { type KeyedMutator } from 'swr'
import type { CurrentUser } from '@contract/types'

/** SWR key of the current user (docs/product.md "States and transitions": the user query; no retries). */
export const USER_KEY = '/api/user'

export interface UseUserResult {
  /** undefined while loading, null when signed out (or the query failed), else the user. */
  user: CurrentUser | null | undefined
  isLoading: boolean
  error: unknown
  mutate: KeyedMutator<CurrentUser | null>
}

export function useUser(): UseUserResult {
  const { data, error, isLoading, mutate } = useSWR<CurrentUser | null>(USER_KEY)
  return { user: error ? null : data, isLoading, error, mutate }
}
