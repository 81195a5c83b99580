import { apiRequest } from '@site/lib/api'
import type { ContactInput } from '@contract/content'
import type { BotGuardFields } from '@contract/botGuard'
import type { MessageDto } from '@contract/types'

/** `POST /api/contact` with name, email and message (and the bot-guard fields). */
export const sendContactMessage = (message: ContactInput & BotGuardFields) =>
  apiRequest<MessageDto>('POST', '/api/contact', message)
