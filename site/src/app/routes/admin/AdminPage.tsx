import { Navigate, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useUser } from '@site/lib/auth'
import { SeriesReportTab } from '@site/features/reports/components/SeriesReportTab'
import { EventsTab } from '@site/features/events/components/EventsTab'
import { FaqsTab } from '@site/features/faqs/components/FaqsTab'
import { HostsTab } from '@site/features/hosts/components/HostsTab'
import { PasswordTab } from '@site/features/account/components/PasswordTab'
import { SponsorsTab } from '@site/features/sponsors/components/SponsorsTab'
import { TabPanel, Tabs } from '@site/components/Tabs'
import { AttendeesTab } from './AttendeesTab'
import { dashboardTabs, resolveTab, TAB_PARAM, type DashboardTabId } from './dashboardTabs'
import { EventManageDialog } from './EventManageDialog'
import type { CurrentUser } from '@contract/types'

const Role = styled.span`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.ink};
`

const ROLE_NAMES: Record<CurrentUser['role'], string> = { MASTER_ADMIN: 'Master admin', ADMIN: 'Admin', HOST: 'Host' }

/**
 * `/admin`: the dashboard, a tab per job; each tab is one feature's (the Attendees tab joins
 * two). Signed-out visitors are sent to the login page.
 */
export default function AdminPage() {
  const { user, isLoading } = useUser()
  usePageTitle('Dashboard')
  if (user === undefined || isLoading) {
    return (
      <PageSection>
        <Spinner label="Loading dashboard..." showLabel />
      </PageSection>
    )
  }
  if (!user) return <Navigate to={paths.auth} replace />
  return <Dashboard user={user} />
}

function Dashboard({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams()
  const tabs = dashboardTabs(user.role)
  const selected = resolveTab(params.get(TAB_PARAM), user.role)

  // A new history entry per tab, so Back returns to the previous tab.
  const select = (tab: DashboardTabId) => setParams({ [TAB_PARAM]: tab })

  return (
    <Container>
      <PageSection>
        <PageTitle>Dashboard</PageTitle>
        <PageSubtitle>
          Signed in as {user.name} · <Role>{ROLE_NAMES[user.role]}</Role>
        </PageSubtitle>
        <Tabs idPrefix="dashboard" label="Dashboard sections" items={tabs} selected={selected} onSelect={select} />
        <TabPanel idPrefix="dashboard" id={selected}>
          <TabContent tab={selected} user={user} />
        </TabPanel>
      </PageSection>
    </Container>
  )
}

function TabContent({ tab, user }: { tab: DashboardTabId; user: CurrentUser }) {
  switch (tab) {
    case 'attendees':
      return <AttendeesTab user={user} />
    case 'password':
      return <PasswordTab />
    case 'active-hosts':
      return <HostsTab user={user} list="active" />
    case 'pending-hosts':
      return <HostsTab user={user} list="pending" />
    case 'sponsors':
      return <SponsorsTab user={user} />
    case 'faqs':
      return <FaqsTab user={user} />
    case 'reports':
      return <SeriesReportTab />
    default:
      return <EventsTab user={user} renderAttendees={(event, onClose) => <EventManageDialog event={event} onClose={onClose} />} />
  }
}
