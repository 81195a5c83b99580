import useSWRMutation from 'swr/mutation'
import type { ContactInput } from '../../../../../contract/content'
import { apiRequest } from '../../../lib/api'

/** `POST /api/contact` with name, email and message. */
export function useSendContactMessage() {
  return useSWRMutation('/api/contact', (path: string, { arg }: { arg: ContactInput }) => apiRequest<unknown>('POST', path, arg))
}
