import { lazy, Suspense } from 'react'
import { Link, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { messages } from '@contract/messages'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { Container, PageSection } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { Icon } from '@site/components/Icon'
import { ApiError } from '@site/lib/api'
import { paths } from '@site/config/paths'
import { useAttendeeCount } from '@site/features/events/api/useAttendeeCount'
import { useEvent } from '@site/features/events/api/useEvent'
import { attendeeText } from '@site/features/events/components/AttendeeCountText'
import { CompaniesAttending } from '@site/features/events/components/CompaniesAttending'
import { EventFacts } from '@site/features/events/components/EventFacts'
import { EventHosts } from '@site/features/events/components/EventHosts'
import { registrationHeading, registrationState } from '@site/features/events/lib/registrationState'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { Spinner } from '@site/components/Spinner'
import type { EventDto } from '@contract/types'

// The form (react-hook-form + zod) arrives in its own chunk after the event is on screen,
// so neither script blocks the page's first paint for long.
const RegistrationForm = lazy(() =>
  import('@site/features/registrations/components/RegistrationForm').then((module) => ({ default: module.RegistrationForm })),
)
const WaitlistForm = lazy(() =>
  import('@site/features/registrations/components/WaitlistForm').then((module) => ({ default: module.WaitlistForm })),
)

/** Holds the form's height while it loads, so nothing below it jumps. */
const FormPlaceholder = styled.div`
  min-height: 330px;
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 20px;
  font-weight: 600;
`

const Layout = styled.div`
  display: grid;
  gap: 28px;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`

const Banner = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.md};
  margin-bottom: 20px;
`

const EventName = styled.h2`
  margin: 0 0 10px;
  font-size: 1.5rem;
  color: ${({ theme }) => theme.colors.brand};
`

const Description = styled.p`
  margin: 0 0 20px;
  white-space: pre-line;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const Spots = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 16px 0 0;
  font-weight: 600;
  svg {
    color: ${({ theme }) => theme.colors.brand};
  }
`

const Heading = styled.h1`
  margin: 0 0 20px;
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  color: ${({ theme }) => theme.colors.brand};
`

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${({ theme }) => theme.colors.inkMuted};
`

const WaitlistHeading = styled.h2`
  margin: 24px 0 8px;
  font-size: 1.375rem;
  color: ${({ theme }) => theme.colors.brand};
`

function FormLoading() {
  return (
    <FormPlaceholder>
      <Spinner label="Loading the form..." />
    </FormPlaceholder>
  )
}

function RegistrationPanel({ event }: { event: EventDto }) {
  const { count, isLoading: countLoading, mutate: refreshCount } = useAttendeeCount(event.id)
  const state = registrationState(event, count)
  // With a limit, wait for the count before choosing between the form and the waitlist.
  const deciding = state !== 'closed' && event.maxAttendees > 0 && countLoading
  const refresh = () => void refreshCount()
  return (
    <>
      {/* While the count decides between form and waitlist, the heading stays the open one. */}
      <Heading>{registrationHeading(deciding ? 'open' : state, event.name)}</Heading>
      <Layout>
        <Card aria-labelledby="event-details-heading">
          {event.imageUrl && <Banner src={event.imageUrl} alt="" width={800} height={400} />}
          <EventName id="event-details-heading">When &amp; where</EventName>
          {event.description && <Description>{event.description}</Description>}
          <EventFacts event={event} />
          <EventHosts eventId={event.id} />
          <Spots>
            <Icon name="users" />
            <span>{attendeeText(count, event.maxAttendees)}</span>
          </Spots>
        </Card>
        <Card aria-label="Registration">
          {deciding && <FormLoading />}
          {state === 'closed' && (
            <>
              <Subtitle>Sorry, you can no longer sign up for this one.</Subtitle>
              <Alert tone="info" title={messages.registrationClosed}>
                Take a look at the other upcoming events.
              </Alert>
              <p>
                <ButtonLink to={paths.home} $variant="secondary">
                  See all events
                </ButtonLink>
              </p>
            </>
          )}
          {!deciding && state === 'full' && (
            <>
              <Alert tone="info" title={messages.eventFull}>
                Every seat is taken. Join the waitlist and we will email you if one frees up.
              </Alert>
              <WaitlistHeading>Join the waitlist</WaitlistHeading>
              <Suspense fallback={<FormLoading />}>
                <WaitlistForm event={event} onSeatsFree={refresh} />
              </Suspense>
            </>
          )}
          {!deciding && state === 'open' && (
            <>
              <Subtitle>Fill out the form below to secure your spot</Subtitle>
              <Suspense fallback={<FormLoading />}>
                <RegistrationForm event={event} onRegistered={refresh} onRefused={refresh} />
              </Suspense>
            </>
          )}
        </Card>
        <CompaniesAttending eventId={event.id} />
      </Layout>
    </>
  )
}

export function EventPage() {
  const { id } = useParams()
  const { data: event, error, isLoading } = useEvent(id)
  const notFound = !id || (error instanceof ApiError && error.status === 404)
  usePageTitle(event ? `Register for ${event.name}` : notFound ? 'Event not found' : 'Event')

  let content
  if (isLoading) content = <p role="status">Loading...</p>
  else if (notFound) {
    content = (
      <EmptyState
        level={1}
        icon="search"
        title="Event not found"
        action={<ButtonLink to={paths.home}>See all events</ButtonLink>}
      >
        It may have been removed, or the link is mistyped.
      </EmptyState>
    )
  } else if (error || !event) {
    content = (
      <Alert tone="error" title="Failed to fetch events">
        Please refresh the page to try again.
      </Alert>
    )
  } else content = <RegistrationPanel event={event} />

  return (
    <PageSection>
      <Container>
        <Back to={paths.home}>
          <Icon name="arrowLeft" size={16} />
          All events
        </Back>
        {content}
      </Container>
    </PageSection>
  )
}
