import { useMemo } from 'react'
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Container, PageSection, PageTitle } from '@site/components/Container'
import { PrintBadges } from '@site/components/PrintBadges'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useUser } from '@site/lib/auth'
import { hostCheckInEndpoints, useCheckInList } from '../api/checkIns'
import { CheckInPanel } from './CheckInPanel'
import { DoorLinkCard } from './DoorLinkCard'

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`

/** `/admin/events/:id/check-in`: the host at the door of one of their events. */
export default function HostCheckInPage() {
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  const { user, isLoading } = useUser()
  const endpoints = useMemo(() => hostCheckInEndpoints(id), [id])
  // The same key as the panel's: one request, shared.
  const { data } = useCheckInList(endpoints)
  usePageTitle(data ? `Check-in · ${data.event.name}` : 'Check-in')

  if (user === undefined || isLoading) return <Spinner label="Loading..." showLabel />
  if (!user) return <Navigate to={paths.auth} replace />
  return (
    <Container>
      <PageSection>
        <Back to={paths.admin}>← Dashboard</Back>
        <PageTitle>{data ? `Check-in: ${data.event.name}` : 'Check-in'}</PageTitle>
        <Stack>
          <CheckInPanel endpoints={endpoints} initialCode={search.get('code')} />
          {data && <DoorLinkCard eventId={data.event.id} timeZone={data.event.timezone} />}
          {/* Reprints at the door: badges of the people already checked in. */}
          {data && <PrintBadges eventId={data.event.id} who="checkedIn" />}
        </Stack>
      </PageSection>
    </Container>
  )
}
