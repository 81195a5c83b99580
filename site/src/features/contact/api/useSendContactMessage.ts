import useSWRMutation from 'swr/mutation'
import type { ContactInput } from '@contract/content'
import type { BotGuardFields } from '@contract/botGuard'
import { apiRequest } from '@site/lib/api'

/** `POST /api/contact` with name, email and message (and the bot-guard fields). */
export function useSendContactMessage() {
  return useSWRMutation('/api/contact', (path: string, { arg }: { arg: ContactInput & BotGuardFields }) => apiRequest<unknown>('POST', path, arg))
}
