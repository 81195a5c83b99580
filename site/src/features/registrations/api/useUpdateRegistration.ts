import { useCallback } from 'react'
import { useSWRConfig } from 'swr'
import { apiRequest } from '@site/lib/api'
import { managedRegistrationKey } from './keys'
import type { RegistrationDto, RegistrationUpdateInput } from '@contract/registrations'

/** `PATCH /api/registrations/:token` with name and company; the page's query re-reads afterwards. */
export function useUpdateRegistration(token: string) {
  const { mutate } = useSWRConfig()
  return useCallback(
    async (changes: RegistrationUpdateInput) => {
      const updated = await apiRequest<RegistrationDto>('PATCH', managedRegistrationKey(token), changes)
      await mutate(managedRegistrationKey(token))
      return updated
    },
    [mutate, token],
  )
}
