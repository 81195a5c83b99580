import useSWR from 'swr'
import type { ManagedRegistrationDto } from '@contract/registrations'

export const managedRegistrationKey = (token: string) => `/api/registrations/${encodeURIComponent(token)}`

/** `GET /api/registrations/:token`: the registration and its event; reading changes nothing. 404 for an unknown token. */
export function useManagedRegistration(token: string | undefined) {
  return useSWR<ManagedRegistrationDto>(token ? managedRegistrationKey(token) : null)
}
