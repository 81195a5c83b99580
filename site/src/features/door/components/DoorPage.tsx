import { useEffect, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { Alert } from '@site/components/Alert'
import { Container, PageSection, PageTitle } from '@site/components/Container'
import { ApiError } from '@site/lib/api'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { i18n } from '@site/i18n/i18n'
import { doorCheckInEndpoints } from '../api/checkIns'
import { useCheckIns } from '../hooks/useCheckIns'
import { rememberDoorLink } from '../lib/rememberedDoorLink'
import { CheckInPanel } from './CheckInPanel'

/**
 * `/door/:doorToken`: a volunteer's check-in page, no account needed, working without a network
 * once opened with one (site/src/features/door/offline/). Only names and companies are ever shown
 * or kept (the list is stripped to them when it arrives).
 */
export default function DoorPage() {
  const { doorToken = '' } = useParams()
  const [search] = useSearchParams()
  const endpoints = useMemo(() => doorCheckInEndpoints(doorToken), [doorToken])
  const checkIns = useCheckIns(endpoints)
  const { list, error, closed } = checkIns
  usePageTitle(list ? i18n._('Door · {name}', { name: list.event.name }) : i18n._('Door'))
  // A link revoked or expired: its list and waiting scans are gone from this phone (useOfflineDoor).
  const linkClosed = closed ?? (error instanceof ApiError && (error.status === 404 || error.status === 410) ? error : null)
  // An entry code opened with this phone's camera app leads back here (EntryCodePage).
  const eventId = list?.event.id
  useEffect(() => {
    if (eventId !== undefined) rememberDoorLink(eventId, doorToken)
  }, [eventId, doorToken])

  return (
    <Container>
      <PageSection>
        <PageTitle>{list && !linkClosed ? list.event.name : i18n._('Door check-in')}</PageTitle>
        {linkClosed ? (
          // The server words it: "This door link is not valid" / "This door link has expired".
          <Alert tone="error" title={linkClosed.message}>
            {i18n._('The list and any check-ins waiting on this phone have been deleted from it.')}
          </Alert>
        ) : (
          <CheckInPanel endpoints={endpoints} checkIns={checkIns} initialCode={search.get('code')} />
        )}
      </PageSection>
    </Container>
  )
}
