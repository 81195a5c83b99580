import useSWRMutation from 'swr/mutation'
import type { CancelledRegistrationDto } from '@contract/registrations'
import { apiRequest } from '@site/lib/api'
import { managedRegistrationKey } from './useManagedRegistration'

/** `POST /api/registrations/:token/cancel` (repeating it answers the same); the page re-reads afterwards. */
export function useCancelRegistration(token: string) {
  return useSWRMutation(managedRegistrationKey(token), (path: string) => apiRequest<CancelledRegistrationDto>('POST', `${path}/cancel`))
}
