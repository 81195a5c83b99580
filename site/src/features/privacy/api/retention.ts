import { apiRequest } from '@site/lib/api'
import type { RetentionInput } from '@contract/privacy'
import type { SiteSettings } from '@contract/types'

/** `PATCH /api/settings` (master admin): answers the settings with the new period. */
export const updateRetention = (body: RetentionInput) => apiRequest<SiteSettings>('PATCH', '/api/settings', body)
