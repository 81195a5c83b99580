import { lazy, Suspense } from 'react'
import { Navigate, useMatch, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { Spinner } from '@site/components/Spinner'
import { i18n } from '@site/i18n/i18n'
import { paths } from '@site/config/paths'
import { outcomePaths } from '@site/config/outcomePaths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useUser } from '@site/lib/auth'
import { SeriesReportTab } from '@site/features/reports/components/SeriesReportTab'
import { EventsTab } from '@site/features/events/components/EventsTab'
import { FaqsTab } from '@site/features/faqs/components/FaqsTab'
import { useHosts } from '@site/features/hosts/api/hosts'
import { HostsTab } from '@site/features/hosts/components/HostsTab'
import { PasswordTab } from '@site/features/account/components/PasswordTab'
import { SponsorsTab } from '@site/features/sponsors/components/SponsorsTab'
import { PrivacyTab } from '@site/features/privacy/components/PrivacyTab'
import { ApiAccessTab } from '@site/features/integrations/components/ApiAccessTab'
import { TabPanel, Tabs } from '@site/components/Tabs'
import { AttendeesTab } from './AttendeesTab'
import { useHostNames } from './useHostNames'
import { dashboardTabs, resolveTab, TAB_PARAM, type DashboardTabId } from './dashboardTabs'
import { EventManageDialog } from './EventManageDialog'
import type { CurrentUser, EventDto } from '@contract/types'

const Role = styled.span`
  font-weight: 600;
  color: ${theme.colors.ink};
`

const Count = styled.span`
  display: inline-block;
  min-width: 1.5em;
  margin-left: 4px;
  padding: 0 6px;
  border-radius: ${theme.radius.pill};
  background: ${theme.colors.accent};
  color: ${theme.colors.accentInk};
  font-size: 0.8125rem;
  font-weight: 700;
  text-align: center;
`

// The charts are chunks of their own, loaded when the tab or the page opens.
const SeriesOutcomesTab = lazy(() => import('@site/features/outcomes/components/SeriesOutcomesTab'))
const NightOutcomesRoute = lazy(() => import('./NightOutcomesRoute'))

const ROLE_NAMES: Record<CurrentUser['role'], string> = {
  MASTER_ADMIN: /*i18n*/ 'Master admin',
  ADMIN: /*i18n*/ 'Admin',
  HOST: /*i18n*/ 'Host',
}

/**
 * `/admin/*`: the dashboard, and a night's outcomes (`/admin/events/{id}/outcomes`), served from
 * this chunk so that the public entry carries no route of theirs (its budget is 120 KB).
 */
export default function AdminPage() {
  const night = useMatch(outcomePaths.nightPattern)
  if (night?.params.id)
    return (
      <Suspense fallback={<Spinner label={i18n._('Loading outcomes...')} showLabel />}>
        <NightOutcomesRoute id={night.params.id} />
      </Suspense>
    )
  return <DashboardPage />
}

/**
 * `/admin`: the dashboard, a tab per job; each tab is one feature's (the Attendees tab joins
 * two). Signed-out visitors are sent to the login page.
 */
function DashboardPage() {
  const { user, isLoading } = useUser()
  usePageTitle(i18n._('Dashboard'))
  if (user === undefined || isLoading) {
    return (
      <PageSection>
        <Spinner label={i18n._('Loading dashboard...')} showLabel />
      </PageSection>
    )
  }
  if (!user) return <Navigate to={paths.auth} replace />
  return <Dashboard user={user} />
}

/** The Pending Hosts tab says how many applications wait (the master admin's only). */
function PendingHostsLabel() {
  const { data } = useHosts('pending')
  if (!data || data.length === 0) return <>{i18n._('Pending Hosts')}</>
  return (
    <>
      {i18n._('Pending Hosts')} <Count aria-label={i18n._('{count} waiting', { count: data.length })}>{data.length}</Count>
    </>
  )
}

function Dashboard({ user }: { user: CurrentUser }) {
  const [params, setParams] = useSearchParams()
  const tabs = dashboardTabs(user.role).map((tab) =>
    tab.id === 'pending-hosts' ? { ...tab, label: <PendingHostsLabel /> } : tab,
  )
  const selected = resolveTab(params.get(TAB_PARAM), user.role)

  // A new history entry per tab, so Back returns to the previous tab.
  const select = (tab: DashboardTabId) => setParams({ [TAB_PARAM]: tab })

  return (
    <Container>
      <PageSection>
        <PageTitle>{i18n._('Dashboard')}</PageTitle>
        <PageSubtitle>
          {i18n._('Signed in as {name}', { name: user.name })} · <Role>{i18n._(ROLE_NAMES[user.role])}</Role>
        </PageSubtitle>
        <Tabs idPrefix="dashboard" label={i18n._('Dashboard sections')} items={tabs} selected={selected} onSelect={select} />
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
    case 'outcomes':
      return (
        <Suspense fallback={<Spinner label={i18n._('Loading outcomes...')} showLabel />}>
          <SeriesOutcomesTab />
        </Suspense>
      )
    case 'password':
      return <PasswordTab />
    case 'api':
      return <ApiAccessTab />
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
    case 'privacy':
      return <PrivacyTab />
    default:
      return user.role === 'MASTER_ADMIN' ? (
        <MasterEventsTab user={user} />
      ) : (
        <EventsTab user={user} renderAttendees={attendeesFor(user)} />
      )
  }
}

/** The Events tab's Manage: the attendee dialog of that night, for this user (the nights to move people to are theirs). */
const attendeesFor = (user: CurrentUser) => (event: EventDto, onClose: () => void) => (
  <EventManageDialog user={user} event={event} onClose={onClose} />
)

/** The master admin sees every host's events, so the table names each event's host. */
function MasterEventsTab({ user }: { user: CurrentUser }) {
  const hostNameOf = useHostNames(user)
  return <EventsTab user={user} renderAttendees={attendeesFor(user)} hostNameOf={hostNameOf} />
}
