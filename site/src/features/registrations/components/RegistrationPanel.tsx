import { lazy, Suspense, useRef, useState, type ReactNode } from 'react'
import styled from 'styled-components'
import { isCalledOff } from '@contract/calledOff'
import { Alert } from '@site/components/Alert'
import { Button } from '@site/components/Button'
import { StickyBar } from '@site/components/StickyBar'
import { theme } from '@site/config/theme'
import { useViewportPosition } from '@site/hooks/useViewportPosition'
import { i18n } from '@site/i18n/i18n'
import { useEventRegistration } from '../api/useEventRegistration'
import { rememberRegistration } from '../lib/rememberedRegistration'
import { goToForm } from '../lib/goToForm'
import { FormLoading } from './FormLoading'
import { RegistrationCard } from './RegistrationCard'
import type { RegisteredCardProps } from './RegisteredCard'
import type { WaitlistJoined } from './WaitlistForm'
import type { RegistrationResultDto } from '@contract/registrations'
import type { EventDto } from '@contract/types'

// Only someone registered sees it (with the calendar links and the entry code's QR library).
const RegisteredCard = lazy(() => import('./RegisteredCard').then((module) => ({ default: module.RegisteredCard })))

const Layout = styled.div`
  display: grid;
  gap: 28px;
  align-items: start;
  @media (min-width: ${theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1.15fr) minmax(0, 1fr);
  }
`

const Heading = styled.h1`
  margin: 0 0 6px;
  font-size: clamp(1.5rem, 3.5vw, 2rem);
  color: ${theme.colors.brand};
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

export interface RegistrationPanelProps {
  event: EventDto
  /** Open, full (registering joins the waitlist) or closed, by the event's start and seats. */
  availability: 'open' | 'full' | 'closed'
  /** The count is not known yet: on a night with a limit, the form waits to choose form or waitlist. */
  countPending: boolean
  /** The count may have changed: read it again. */
  onCountChanged: () => void
  /** After the registration is remembered on this device: where the visitor goes next. */
  onRegistered: (result: RegistrationResultDto) => void
  /** "12 spots left", for the Register bar. */
  countText: ReactNode
  /** Fields another feature adds to either form ("Help me meet people tonight"). */
  extraFields?: ReactNode
  /** What another feature adds to the "You're going" card for the manage page ("See who to meet"). */
  manageExtra?: RegisteredCardProps['manageExtra']
  /** "Hosted by ...", under the title. */
  hosts: ReactNode
  /** The event's card, left of the registration (above it on a phone). */
  details: ReactNode
  /** Under the registration card: who is coming. */
  companies: ReactNode
  /** Below both columns: following the city. */
  follow: ReactNode
}

/**
 * The event page's body (docs/product.md "Event page and registration"): on a phone the title,
 * when, where and host come first, with Share and the map, and a Register button stays at the
 * bottom of the screen while the form is further down. After registering the person goes to
 * the home page, which shows the "You're going" card at its top; back here, the page shows
 * that they are going.
 */
export function RegistrationPanel({
  event,
  availability,
  countPending,
  onCountChanged,
  onRegistered,
  countText,
  extraFields,
  manageExtra,
  hosts,
  details,
  companies,
  follow,
}: RegistrationPanelProps) {
  const registration = useEventRegistration(event.id)
  const [joined, setJoined] = useState<WaitlistJoined | null>(null)
  const card = useRef<HTMLElement>(null)
  const formPosition = useViewportPosition(card)
  // With a limit and no count yet, wait for it before choosing between the form and the waitlist.
  const deciding = !registration.registered && availability !== 'closed' && event.maxAttendees > 0 && countPending
  const invites =
    !registration.registered &&
    !deciding &&
    !registration.checking &&
    !joined &&
    (availability === 'open' || availability === 'full')

  const registered = (result: RegistrationResultDto) => {
    // Remembered for the next visit; the home page shows the card for what was just made.
    if (result.manageUrl) rememberRegistration(event.id, result.manageUrl)
    onCountChanged()
    onRegistered(result)
  }

  return (
    <>
      {event.status === 'draft' && (
        <DraftNotice>
          <Alert tone="info" title={i18n._('Draft')}>
            {i18n._("Only the event's team sees this page until the event is published.")}
          </Alert>
        </DraftNotice>
      )}
      {/* The spec's title in every state: open, full (registering joins the waitlist), closed, registered. */}
      <Heading>{i18n._('Register for {name}', { name: event.name })}</Heading>
      {hosts}
      <Layout>
        {details}
        {/* Someone registered from this browser comes back to a night called off: it says so, not "You're going". */}
        {registration.registered && !isCalledOff(event) ? (
          <Suspense fallback={<FormLoading />}>
            <RegisteredCard event={event} registration={registration} manageExtra={manageExtra} />
          </Suspense>
        ) : (
          <RegistrationCard
            ref={card}
            event={event}
            availability={availability}
            loading={deciding || registration.checking}
            invites={invites}
            joined={joined}
            onJoined={setJoined}
            onRegistered={registered}
            onCountChanged={onCountChanged}
            extraFields={extraFields}
          />
        )}
        {companies}
      </Layout>
      <FollowBlock>{follow}</FollowBlock>
      {invites && formPosition === 'below' && (
        <StickyBar label={i18n._('Register')}>
          <StickyCount>{countText}</StickyCount>
          <Button $variant="accent" onClick={() => goToForm(card.current)}>
            {i18n._('Register')}
          </Button>
        </StickyBar>
      )}
    </>
  )
}
