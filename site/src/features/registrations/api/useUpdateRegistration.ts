import useSWRMutation from 'swr/mutation'
import type { RegistrationDto, RegistrationUpdateInput } from '@contract/registrations'
import { apiRequest } from '@site/lib/api'
import { managedRegistrationKey } from './useManagedRegistration'

/** `PATCH /api/registrations/:token` with name and company; the page's query re-reads afterwards. */
export function useUpdateRegistration(token: string) {
  return useSWRMutation(managedRegistrationKey(token), (path: string, { arg }: { arg: RegistrationUpdateInput }) =>
    apiRequest<RegistrationDto>('PATCH', path, arg),
  )
}
