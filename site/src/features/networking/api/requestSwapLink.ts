import { apiRequest } from '@site/lib/api'
import { swapLinkKey } from './keys'
import type { MessageDto } from '@contract/types'

/** "Email me my link": the server answers the same whether or not the address is on the night's list. */
export const requestSwapLink = (code: string, email: string) => apiRequest<MessageDto>('POST', swapLinkKey(code), { email })
