import { lazy, Suspense, type ReactNode, type Ref } from 'react'
import styled from 'styled-components'
import { messages } from '@contract/messages'
import { isCalledOff } from '@contract/calledOff'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { Card } from '@site/components/Card'
import { InBrowser } from '@site/components/InBrowser'
import { paths } from '@site/config/paths'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { lazyInItsOwnTask } from '@site/lib/lazyInItsOwnTask'
import { FormLoading } from './FormLoading'
import type { WaitlistJoined } from './WaitlistForm'
import type { RegistrationResultDto } from '@contract/registrations'
import type { EventDto } from '@contract/types'

// The form (react-hook-form + zod) arrives in its own chunk after the event is on screen,
// so neither script blocks the page's first paint for long; it is asked for in a task of its own
// (lazyInItsOwnTask), not inside the render that takes the page over.
const RegistrationForm = lazyInItsOwnTask(() =>
  import('./RegistrationForm').then((module) => ({ default: module.RegistrationForm })),
)
const WaitlistForm = lazyInItsOwnTask(() => import('./WaitlistForm').then((module) => ({ default: module.WaitlistForm })))
const WaitlistJoinedCard = lazy(() => import('./WaitlistJoinedCard').then((module) => ({ default: module.WaitlistJoinedCard })))

/** The registration card: a jump target that clears the header when scrolled to. */
const JumpTarget = styled(Card)`
  scroll-margin-top: 16px;
`

const Subtitle = styled.p`
  margin: 0 0 24px;
  color: ${theme.colors.inkMuted};
`

export interface RegistrationCardProps {
  event: EventDto
  /** Open or full (the form, or the waitlist's), or closed. */
  availability: 'open' | 'full' | 'closed'
  /** The count or the visitor's registration is still being read. */
  loading: boolean
  /** Invited to register or join the waitlist: a form shows. */
  invites: boolean
  /** Joined the waitlist here: the card says so. */
  joined: WaitlistJoined | null
  onJoined: (joined: WaitlistJoined) => void
  onRegistered: (result: RegistrationResultDto) => void
  /** The count may have changed (seats freed, or a registration refused as full). */
  onCountChanged: () => void
  /** Fields another feature adds to either form ("Help me meet people tonight"). */
  extraFields?: ReactNode
  ref?: Ref<HTMLElement>
}

/** "Registration": the form, the waitlist's, the waitlist joined, or why registration is closed. */
export function RegistrationCard({
  event,
  availability,
  loading,
  invites,
  joined,
  onJoined,
  onRegistered,
  onCountChanged,
  extraFields,
  ref,
}: RegistrationCardProps) {
  return (
    <JumpTarget id="register" ref={ref} aria-label={i18n._('Registration')}>
      {loading && <FormLoading />}
      {availability === 'closed' && (
        <>
          <Subtitle>
            {isCalledOff(event)
              ? i18n._("This event is cancelled. We're sorry for the change of plans.")
              : i18n._('Sorry, you can no longer sign up for this one.')}
          </Subtitle>
          <Alert tone="info" title={i18n._(messages.registrationClosed)}>
            {i18n._('Take a look at the other upcoming events.')}
          </Alert>
          <p>
            <ButtonLink to={paths.home} $variant="secondary">
              {i18n._('See all events')}
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
          <Subtitle>{i18n._('Fill out the form below to secure your spot')}</Subtitle>
          <InBrowser placeholder={<FormLoading />}>
            <Suspense fallback={<FormLoading />}>
              {availability === 'full' ? (
                <WaitlistForm event={event} onJoined={onJoined} onSeatsFree={onCountChanged} extraFields={extraFields} />
              ) : (
                <RegistrationForm
                  event={event}
                  onRegistered={onRegistered}
                  onRefused={onCountChanged}
                  extraFields={extraFields}
                />
              )}
            </Suspense>
          </InBrowser>
        </>
      )}
    </JumpTarget>
  )
}
