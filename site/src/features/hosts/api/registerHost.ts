import { apiRequest } from '@site/lib/api'
import type { HostRegistrationInput } from '@contract/auth'
import type { BotGuardFields } from '@contract/botGuard'
import type { CurrentUser } from '@contract/types'

/**
 * `POST /api/register`: host self-registration. The new host waits for review and is not
 * signed in, so the user query is left alone.
 */
export const registerHost = (application: HostRegistrationInput & BotGuardFields) =>
  apiRequest<CurrentUser>('POST', '/api/register', application)
