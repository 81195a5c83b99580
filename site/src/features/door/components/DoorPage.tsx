import { useEffect, useMemo } from 'react'
import { useParams, useSearchParams } from 'react-router-dom'
import { Alert } from '@site/components/Alert'
import { Container, PageSection, PageTitle } from '@site/components/Container'
import { ApiError } from '@site/lib/api'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { doorCheckInEndpoints, useCheckInList } from '../api/checkIns'
import { rememberDoorLink } from '../lib/rememberedDoorLink'
import { CheckInPanel } from './CheckInPanel'

/**
 * `/door/:doorToken`: a volunteer's check-in page, no account needed. Only names and
 * companies are ever shown (the list is stripped to them when it arrives).
 */
export default function DoorPage() {
  const { doorToken = '' } = useParams()
  const [search] = useSearchParams()
  const endpoints = useMemo(() => doorCheckInEndpoints(doorToken), [doorToken])
  const { data, error } = useCheckInList(endpoints)
  usePageTitle(data ? `Door · ${data.event.name}` : 'Door')
  // A link revoked or expired while the page is open stops working at the next refresh.
  const linkClosed = error instanceof ApiError && (error.status === 404 || error.status === 410)
  // An entry code opened with this phone's camera app leads back here (EntryCodePage).
  const eventId = data?.event.id
  useEffect(() => {
    if (eventId !== undefined) rememberDoorLink(eventId, doorToken)
  }, [eventId, doorToken])

  return (
    <Container>
      <PageSection>
        <PageTitle>{data ? data.event.name : 'Door check-in'}</PageTitle>
        {linkClosed || (error && !data) ? (
          // The server words it: "This door link is not valid" / "This door link has expired".
          <Alert tone="error">{error instanceof Error ? error.message : 'This door link is not valid'}</Alert>
        ) : (
          <CheckInPanel endpoints={endpoints} initialCode={search.get('code')} />
        )}
      </PageSection>
    </Container>
  )
}
