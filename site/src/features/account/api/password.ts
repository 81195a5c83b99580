import { apiRequest } from '@site/lib/api'
import type { MessageDto } from '@contract/types'

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<MessageDto>('PATCH', '/api/user/password', body)
