import useSWR from 'swr'
import { managedRegistrationKey } from './keys'
import type { ManagedRegistrationDto } from '@contract/registrations'

/** `GET /api/registrations/:token`: the registration and its event; reading changes nothing. 404 for an unknown token. */
export function useManagedRegistration(token: string | undefined) {
  return useSWR<ManagedRegistrationDto, Error>(token ? managedRegistrationKey(token) : null)
}
