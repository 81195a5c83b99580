import { lazy } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { Container, PageSection } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { Icon } from '@site/components/Icon'
import { ApiError } from '@site/lib/api'
import { paths } from '@site/config/paths'
import { useAttendeeCount } from '@site/features/events/api/useAttendeeCount'
import { useEvent } from '@site/features/events/api/useEvent'
import { useRereadEventList } from '@site/features/events/api/useRereadEventList'
import { AttendeeCount } from '@site/features/events/components/AttendeeCountText'
import { CompaniesAttending } from '@site/features/events/components/CompaniesAttending'
import { EventDetailsCard } from '@site/features/events/components/EventDetailsCard'
import { registrationState } from '@site/features/events/lib/registrationState'
import { FollowCity } from '@site/features/subscriptions/components/FollowCity'
import { RegistrationPanel } from '@site/features/registrations/components/RegistrationPanel'
import { SeeWhoToMeet } from '@site/features/networking/components/SeeWhoToMeet'
import { EventHosts } from '@site/features/events/components/EventHosts'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { i18n } from '@site/i18n/i18n'
import { justRegisteredState } from './JustRegistered'
import type { EventDto } from '@contract/types'

// "Help me meet people tonight" inside either form, on a night with "Who to meet" on.
const MeetPeopleChoice = lazy(() => import('@site/features/networking/components/MeetPeopleChoice'))

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 16px;
  font-weight: 600;
`

/**
 * One event's page, composed: the events feature's details, count and companies, the
 * registrations feature's panel, and following the city. After registering the person goes to
 * the home page, which shows the "You're going" card at its top.
 */
function EventRegistration({ event }: { event: EventDto }) {
  const { count, isLoading: countLoading, mutate: refreshCount } = useAttendeeCount(event.id, event.registeredCount)
  const rereadEventList = useRereadEventList()
  const navigate = useNavigate()
  return (
    <RegistrationPanel
      event={event}
      availability={registrationState(event, count ?? 0)}
      countPending={count === null && countLoading}
      onCountChanged={() => void refreshCount()}
      onRegistered={(result) => {
        // The home page's cards carry the counts with the list: read it again for them.
        void rereadEventList()
        void navigate(paths.home, { state: justRegisteredState(event.id, result) })
      }}
      countText={<AttendeeCount count={count} maxAttendees={event.maxAttendees} />}
      extraFields={event.networking?.enabled ? <MeetPeopleChoice tags={event.networking.tags} /> : undefined}
      manageExtra={event.networking?.enabled ? (manage) => <SeeWhoToMeet {...manage} nightEnds={event.endDate} /> : undefined}
      hosts={<EventHosts eventId={event.id} named={event.hostName} />}
      details={<EventDetailsCard event={event} count={count} />}
      companies={<CompaniesAttending eventId={event.id} />}
      // A new city (an edit) starts a new form.
      follow={<FollowCity key={event.city} city={event.city} />}
    />
  )
}

export function EventPage() {
  const { id } = useParams()
  const { data: event, error, isLoading } = useEvent(id)
  const notFound = !id || (error instanceof ApiError && error.status === 404)
  usePageTitle(
    event ? i18n._('Register for {name}', { name: event.name }) : notFound ? i18n._('Event not found') : i18n._('Event'),
  )

  let content
  if (isLoading) content = <p role="status">{i18n._('Loading...')}</p>
  else if (notFound) {
    content = (
      <EmptyState
        level={1}
        icon="search"
        title={i18n._('Event not found')}
        action={<ButtonLink to={paths.home}>{i18n._('See all events')}</ButtonLink>}
      >
        {i18n._('It may have been removed, or the link is mistyped.')}
      </EmptyState>
    )
  } else if (error || !event) {
    content = (
      <Alert tone="error" title={i18n._('Failed to fetch events')}>
        {i18n._('Please refresh the page to try again.')}
      </Alert>
    )
  } else content = <EventRegistration event={event} />

  return (
    <PageSection>
      <Container>
        <Back to={paths.home}>
          <Icon name="arrowLeft" size={16} />
          {i18n._('All events')}
        </Back>
        {content}
      </Container>
    </PageSection>
  )
}
