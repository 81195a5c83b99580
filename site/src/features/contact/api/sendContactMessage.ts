import type { ContactInput } from '@contract/content'
import type { BotGuardFields } from '@contract/botGuard'
import { apiRequest } from '@site/lib/api'

/** `POST /api/contact` with name, email and message (and the bot-guard fields). */
export const sendContactMessage = (message: ContactInput & BotGuardFields) => apiRequest<unknown>('POST', '/api/contact', message)
