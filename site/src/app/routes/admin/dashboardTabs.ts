import { i18n } from '@site/i18n/i18n'
import type { Role } from '@contract/index'

/** The dashboard's tabs, in order (labels translated where listed, never at load); the last six belong to the master admin (docs/product.md "Dashboard"; Reports is docs/decisions.md entry 88). */
const TABS = [
  { id: 'events', label: /*i18n*/ 'Events', masterOnly: false },
  { id: 'attendees', label: /*i18n*/ 'Attendees', masterOnly: false },
  { id: 'outcomes', label: /*i18n*/ 'Outcomes', masterOnly: false },
  { id: 'password', label: /*i18n*/ 'Password', masterOnly: false },
  { id: 'api', label: /*i18n*/ 'API access', masterOnly: false },
  { id: 'active-hosts', label: /*i18n*/ 'Active Hosts', masterOnly: true },
  { id: 'pending-hosts', label: /*i18n*/ 'Pending Hosts', masterOnly: true },
  { id: 'sponsors', label: /*i18n*/ 'Sponsors', masterOnly: true },
  { id: 'faqs', label: /*i18n*/ 'FAQs', masterOnly: true },
  { id: 'reports', label: /*i18n*/ 'Reports', masterOnly: true },
  { id: 'privacy', label: /*i18n*/ 'Privacy', masterOnly: true },
] as const

export type DashboardTabId = (typeof TABS)[number]['id']

/** The URL query parameter holding the selected tab (`/admin?tab=attendees`). */
export const TAB_PARAM = 'tab'
export const DEFAULT_TAB: DashboardTabId = 'events'

export function dashboardTabs(role: Role): { id: DashboardTabId; label: string }[] {
  return TABS.filter((tab) => !tab.masterOnly || role === 'MASTER_ADMIN').map(({ id, label }) => ({ id, label: i18n._(label) }))
}

/** The tab named in the URL when this role may see it, else the default. */
export function resolveTab(requested: string | null, role: Role): DashboardTabId {
  return dashboardTabs(role).find((tab) => tab.id === requested)?.id ?? DEFAULT_TAB
}
