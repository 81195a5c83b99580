import { lazy, Suspense, useRef, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { messages } from '@contract/messages'
import { Alert } from '@site/components/Alert'
import { Button, ButtonLink } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { Container, PageSection } from '@site/components/Container'
import { EmptyState } from '@site/components/EmptyState'
import { Icon } from '@site/components/Icon'
import { Spinner } from '@site/components/Spinner'
import { StickyBar } from '@site/components/StickyBar'
import { ApiError } from '@site/lib/api'
import { paths } from '@site/config/paths'
import { useAttendeeCount } from '@site/features/events/api/useAttendeeCount'
import { useEvent } from '@site/features/events/api/useEvent'
import { useRereadEventList } from '@site/features/events/api/useRereadEventList'
import { AttendeeCount } from '@site/features/events/components/AttendeeCountText'
import { CompaniesAttending } from '@site/features/events/components/CompaniesAttending'
import { EventFacts } from '@site/features/events/components/EventFacts'
import { EventHosts } from '@site/features/events/components/EventHosts'
import { ShareEventButton } from '@site/features/events/components/ShareEventButton'
import { registrationState } from '@site/features/events/lib/registrationState'
import { FollowCity } from '@site/features/subscriptions/components/FollowCity'
import { useEventRegistration } from '@site/features/registrations/api/useEventRegistration'
import { rememberRegistration } from '@site/features/registrations/lib/rememberedRegistration'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useViewportPosition } from '@site/hooks/useViewportPosition'
import { justRegisteredState } from './JustRegistered'
import type { WaitlistJoined } from '@site/features/registrations/components/WaitlistForm'
import type { RegistrationResultDto } from '@contract/registrations'
import type { EventDto } from '@contract/types'

// The form (react-hook-form + zod) arrives in its own chunk after the event is on screen,
// so neither script blocks the page's first paint for long.
const RegistrationForm = lazy(() =>
  import('@site/features/registrations/components/RegistrationForm').then((module) => ({ default: module.RegistrationForm })),
)
const WaitlistForm = lazy(() =>
  import('@site/features/registrations/components/WaitlistForm').then((module) => ({ default: module.WaitlistForm })),
)
const WaitlistJoinedCard = lazy(() =>
  import('@site/features/registrations/components/WaitlistJoinedCard').then((module) => ({
    default: module.WaitlistJoinedCard,
  })),
)
// "Help me meet people tonight" inside either form, on a night with "Who to meet" on.
const MeetPeopleChoice = lazy(() => import('@site/features/networking/components/MeetPeopleChoice'))
// Only someone registered sees it (with the calendar links and the entry code's QR library).
const RegisteredCard = lazy(() =>
  import('@site/features/registrations/components/RegisteredCard').then((module) => ({ default: module.RegisteredCard })),
)

/** Holds the form's height while it loads, so nothing below it jumps. */
const FormPlaceholder = styled.div`
  min-height: 330px;
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 16px;
  font-weight: 600;
`

const Layout = styled.div`
  display: grid;
  gap: 28px;
  align-items: start;
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`

const Banner = styled.img`
  width: 100%;
  height: auto;
  aspect-ratio: 2 / 1;
  object-fit: cover;
  border-radius: ${theme.radius.md};
  margin-top: 20px;
`

const EventName = styled.h2`
  margin: 0 0 14px;
  font-size: 1.5rem;
  color: ${theme.colors.brand};
`

const Description = styled.p`
  margin: 20px 0 0;
  white-space: pre-line;
  color: ${theme.colors.inkMuted};
`

const Spots = styled.p`
  display: flex;
  align-items: center;
  gap: 10px;
  margin: 16px 0 0;
  font-weight: 600;
  svg {
    color: ${theme.colors.brand};
  }
`

const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  color: ${theme.colors.brand};
`

const Host = styled.p`
  margin: 0 0 20px;
  color: ${theme.colors.inkMuted};
`

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.inkMuted};
`

const ShareRow = styled.div`
  margin-top: 16px;
`

/** The registration card: a jump target that clears the header when scrolled to. */
const RegistrationCard = styled(Card)`
  scroll-margin-top: 16px;
`

const DraftNotice = styled.div`
  margin-bottom: 16px;
`

const FollowBlock = styled.div`
  margin-top: 28px;
`

const StickyCount = styled.span`
  flex: 0 1 auto;
  font-weight: 600;
  font-size: 0.9375rem;
`

function FormLoading() {
  return (
    <FormPlaceholder>
      <Spinner label="Loading the form..." />
    </FormPlaceholder>
  )
}

/** How long a tap on Register waits for the form's chunk to arrive before giving up on focusing it. */
const FORM_WAIT_MS = 5000

/**
 * Scrolls to the registration form and puts the cursor in its first field; the form loads in its
 * own chunk, so a tap made before it arrives focuses the field once it is there.
 */
function goToForm(card: HTMLElement | null) {
  card?.scrollIntoView?.({ behavior: 'smooth', block: 'start' })
  const until = Date.now() + FORM_WAIT_MS
  const focusFirstField = () => {
    const field = card?.querySelector<HTMLInputElement>('input:not([type="hidden"]):not([tabindex="-1"])')
    if (field) field.focus({ preventScroll: true })
    else if (card && Date.now() < until) requestAnimationFrame(focusFirstField)
  }
  focusFirstField()
}

/**
 * The event page (docs/product.md "Event page and registration"): on a phone the title, when,
 * where and host come first, with Share and the map, and a Register button stays at the
 * bottom of the screen while the form is further down. After registering the person goes to
 * the home page, which shows the "You're going" card at its top; back here, the page shows
 * that they are going.
 */
function RegistrationPanel({ event }: { event: EventDto }) {
  const { count, isLoading: countLoading, mutate: refreshCount } = useAttendeeCount(event.id, event.registeredCount)
  const registration = useEventRegistration(event.id)
  const rereadEventList = useRereadEventList()
  const navigate = useNavigate()
  const [joined, setJoined] = useState<WaitlistJoined | null>(null)
  const card = useRef<HTMLElement>(null)
  const formPosition = useViewportPosition(card)
  const open = registrationState(event, count ?? 0)
  const state = registration.registered ? 'registered' : open
  // With a limit and no count yet, wait for it before choosing between the form and the waitlist.
  const deciding = !registration.registered && open !== 'closed' && event.maxAttendees > 0 && count === null && countLoading
  const refresh = () => void refreshCount()

  const onRegistered = (result: RegistrationResultDto) => {
    // Remembered for the next visit; the home page shows the card for what was just made.
    if (result.manageUrl) rememberRegistration(event.id, result.manageUrl)
    refresh()
    // The home page's cards carry the counts with the list: read it again for them.
    void rereadEventList()
    void navigate(paths.home, { state: justRegisteredState(event.id, result) })
  }

  const meetPeople = event.networking?.enabled ? <MeetPeopleChoice tags={event.networking.tags} /> : undefined
  const invites = !deciding && !registration.checking && !joined && (state === 'open' || state === 'full')
  return (
    <>
      {event.status === 'draft' && (
        <DraftNotice>
          <Alert tone="info" title="Draft">
            Only the event&apos;s team sees this page until the event is published.
          </Alert>
        </DraftNotice>
      )}
      {/* The spec's title in every state: open, full (registering joins the waitlist), closed, registered. */}
      <Heading>Register for {event.name}</Heading>
      {event.hostName && <Host>Hosted by {event.hostName}</Host>}
      <Layout>
        <Card aria-labelledby="event-details-heading">
          <EventName id="event-details-heading">When &amp; where</EventName>
          <EventFacts event={event} />
          <EventHosts eventId={event.id} />
          <Spots>
            <Icon name="users" />
            <AttendeeCount count={count} maxAttendees={event.maxAttendees} />
          </Spots>
          <ShareRow>
            <ShareEventButton event={event} />
          </ShareRow>
          {event.imageUrl && <Banner src={event.imageUrl} alt="" width={800} height={400} fetchPriority="high" />}
          {event.description && <Description>{event.description}</Description>}
        </Card>
        {registration.registered ? (
          <Suspense fallback={<FormLoading />}>
            <RegisteredCard event={event} registration={registration} />
          </Suspense>
        ) : (
          <RegistrationCard id="register" ref={card} aria-label="Registration">
            {(deciding || registration.checking) && <FormLoading />}
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
            {joined && (
              <Suspense fallback={<FormLoading />}>
                <WaitlistJoinedCard eventName={event.name} joined={joined} />
              </Suspense>
            )}
            {invites && (
              <>
                <Subtitle>Fill out the form below to secure your spot</Subtitle>
                <Suspense fallback={<FormLoading />}>
                  {state === 'full' ? (
                    <WaitlistForm event={event} onJoined={setJoined} onSeatsFree={refresh} extraFields={meetPeople} />
                  ) : (
                    <RegistrationForm event={event} onRegistered={onRegistered} onRefused={refresh} extraFields={meetPeople} />
                  )}
                </Suspense>
              </>
            )}
          </RegistrationCard>
        )}
        <CompaniesAttending eventId={event.id} />
      </Layout>
      <FollowBlock>
        {/* A new city (an edit) starts a new form. */}
        <FollowCity key={event.city} city={event.city} />
      </FollowBlock>
      {invites && formPosition === 'below' && (
        <StickyBar label="Register">
          <StickyCount>
            <AttendeeCount count={count} maxAttendees={event.maxAttendees} />
          </StickyCount>
          <Button $variant="accent" onClick={() => goToForm(card.current)}>
            Register
          </Button>
        </StickyBar>
      )}
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
