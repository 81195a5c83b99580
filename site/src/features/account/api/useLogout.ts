import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import { apiRequest } from '@site/lib/api'
import { USER_KEY } from './useUser'

/**
 * `POST /api/logout`; clears the user and every other cached answer so the next person on
 * this browser never sees the previous one's dashboard data.
 */
export function useLogout() {
  const { mutate } = useSWRConfig()
  return useSWRMutation('/api/logout', (path: string) => apiRequest<unknown>('POST', path), {
    // SWR does not wait for onSuccess; the user goes first, then everything else cached.
    onSuccess: () =>
      void mutate(USER_KEY, null, { revalidate: false }).then(() =>
        mutate((key) => key !== USER_KEY && key !== '/api/settings', undefined, { revalidate: false }),
      ),
  })
}
