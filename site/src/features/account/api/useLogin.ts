import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { USER_KEY } from './useUser'
import type { LoginInput } from '@contract/auth'
import type { CurrentUser } from '@contract/types'

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
