import { apiRequest } from '@site/lib/api'

type Answer = { message: string }

/** Always the same answer for known and unknown addresses (the server sends the link, if any). */
export const requestPasswordReset = (email: string) => apiRequest<Answer>('POST', '/api/auth/forgot-password', { email })

export const resetPassword = (token: string, password: string) =>
  apiRequest<Answer>('POST', '/api/auth/reset-password', { token, password })
