import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { managedRegistrationKey } from './keys'
import type { CancelledRegistrationDto } from '@contract/registrations'

/** `POST /api/registrations/:token/cancel` (repeating it answers the same); the page re-reads afterwards. */
export function useCancelRegistration(token: string) {
  const { mutate } = useSWRConfig()
  return useCallback(async () => {
    const answer = await apiRequest<CancelledRegistrationDto>('POST', `${managedRegistrationKey(token)}/cancel`)
    await mutate(managedRegistrationKey(token))
    return answer
  }, [mutate, token])
}
