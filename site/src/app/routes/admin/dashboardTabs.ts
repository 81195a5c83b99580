import type { Role } from '@contract/index'

/** The dashboard's tabs, in order; the last six belong to the master admin (docs/product.md "Dashboard"; Reports is docs/decisions.md entry 88). */
const TABS = [
  { id: 'events', label: 'Events', masterOnly: false },
  { id: 'attendees', label: 'Attendees', masterOnly: false },
  { id: 'outcomes', label: 'Outcomes', masterOnly: false },
  { id: 'password', label: 'Password', masterOnly: false },
  { id: 'api', label: 'API access', masterOnly: false },
  { id: 'active-hosts', label: 'Active Hosts', masterOnly: true },
  { id: 'pending-hosts', label: 'Pending Hosts', masterOnly: true },
  { id: 'sponsors', label: 'Sponsors', masterOnly: true },
  { id: 'faqs', label: 'FAQs', masterOnly: true },
  { id: 'reports', label: 'Reports', masterOnly: true },
  { id: 'privacy', label: 'Privacy', masterOnly: true },
] as const

export type DashboardTabId = (typeof TABS)[number]['id']

/** The URL query parameter holding the selected tab (`/admin?tab=attendees`). */
export const TAB_PARAM = 'tab'
export const DEFAULT_TAB: DashboardTabId = 'events'

export function dashboardTabs(role: Role): { id: DashboardTabId; label: string }[] {
  return TABS.filter((tab) => !tab.masterOnly || role === 'MASTER_ADMIN').map(({ id, label }) => ({ id, label }))
}

/** The tab named in the URL when this role may see it, else the default. */
export function resolveTab(requested: string | null, role: Role): DashboardTabId {
  return dashboardTabs(role).find((tab) => tab.id === requested)?.id ?? DEFAULT_TAB
}
