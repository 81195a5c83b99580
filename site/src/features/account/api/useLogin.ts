import { useSWRConfig } from 'swr'
import useSWRMutation from 'swr/mutation'
import type { LoginInput } from '@contract/auth'
import type { CurrentUser } from '@contract/types'
import { apiRequest } from '@site/lib/api'
import { USER_KEY } from './useUser'

/** `POST /api/login`; a success sets the user query (docs/product.md "States and transitions"). */
export function useLogin() {
  const { mutate } = useSWRConfig()
  return useSWRMutation('/api/login', (path: string, { arg }: { arg: LoginInput }) => apiRequest<CurrentUser>('POST', path, arg), {
    onSuccess: (user) => void mutate(USER_KEY, user, { revalidate: false }),
  })
}
