import { apiRequest } from '@site/lib/api'

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  apiRequest<unknown>('PATCH', '/api/user/password', body)
