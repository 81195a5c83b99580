import { useMemo } from 'react'
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { Container, PageSection, PageTitle } from '@site/components/Container'
import { PrintBadges } from '@site/components/PrintBadges'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { ApiError } from '@site/lib/api'
import { useUser } from '@site/lib/auth'
import { i18n } from '@site/i18n/i18n'
import { hostCheckInEndpoints } from '../api/checkIns'
import { useCheckIns } from '../hooks/useCheckIns'
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

/**
 * `/admin/events/:id/check-in`: the host at the door of one of their events, with or without a
 * network (site/src/features/door/offline/): without one, who is signed in cannot be asked, and
 * the list this phone kept for the event stands in.
 */
export default function HostCheckInPage() {
  const { id = '' } = useParams()
  const [search] = useSearchParams()
  const { user, isLoading, error: userError } = useUser()
  const endpoints = useMemo(() => hostCheckInEndpoints(id), [id])
  const checkIns = useCheckIns(endpoints)
  const { list, closed, status } = checkIns
  usePageTitle(list ? i18n._('Check-in · {name}', { name: list.event.name }) : i18n._('Check-in'))
  const offline = userError !== undefined && !(userError instanceof ApiError)

  if (!offline && (user === undefined || isLoading)) return <Spinner label={i18n._('Loading...')} showLabel />
  if (!offline && !user) return <Navigate to={paths.auth} replace />
  return (
    <Container>
      <PageSection>
        <Back to={paths.admin}>{i18n._('← Dashboard')}</Back>
        <PageTitle>{list ? i18n._('Check-in: {name}', { name: list.event.name }) : i18n._('Check-in')}</PageTitle>
        {closed ? (
          <Alert tone="error" title={closed.message}>
            {i18n._('The list and any check-ins waiting on this phone have been deleted from it.')}
          </Alert>
        ) : (
          <Stack>
            <CheckInPanel endpoints={endpoints} checkIns={checkIns} initialCode={search.get('code')} />
            {/* Links and badges need the network. */}
            {list && status.connection === 'online' && <DoorLinkCard eventId={list.event.id} timeZone={list.event.timezone} />}
            {/* Reprints at the door: badges of the people already checked in. */}
            {list && status.connection === 'online' && <PrintBadges eventId={list.event.id} who="checkedIn" />}
          </Stack>
        )}
      </PageSection>
    </Container>
  )
}
