import { lazy, Suspense } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import styled from 'styled-components'
import { paths } from '@site/config/paths'
import { useEvent } from '@site/features/events/api/useEvent'
import { useEventRegistration } from '@site/features/registrations/api/useEventRegistration'
import type { RegistrationResultDto } from '@contract/registrations'
import type { EventDto } from '@contract/types'

// The card carries the entry code's QR library: only someone who just registered loads it.
const RegisteredCard = lazy(() =>
  import('@site/features/registrations/components/RegisteredCard').then((module) => ({ default: module.RegisteredCard })),
)
// Its "See who to meet" link too: the home page's entry stays within its budget (tests/server/bundle.test.ts).
const SeeWhoToMeet = lazy(() =>
  import('@site/features/networking/components/SeeWhoToMeet').then((module) => ({ default: module.SeeWhoToMeet })),
)

/**
 * What the event page hands the home page after a registration (the spec sends the person to
 * `/`): kept in the history entry, so a reload or Back shows the card again, never another device.
 */
export interface JustRegisteredState {
  justRegistered: { eventId: EventDto['id']; result: RegistrationResultDto }
}

export const justRegisteredState = (eventId: EventDto['id'], result: RegistrationResultDto): JustRegisteredState => ({
  justRegistered: { eventId, result },
})

function justRegisteredOf(state: unknown): JustRegisteredState['justRegistered'] | null {
  if (typeof state !== 'object' || state === null || !('justRegistered' in state)) return null
  const value = (state as Partial<JustRegisteredState>).justRegistered
  return value && value.result ? value : null
}

const Slot = styled.div`
  margin-bottom: 32px;
`

function Card({ event, result }: { event: EventDto; result: RegistrationResultDto }) {
  const navigate = useNavigate()
  const registration = useEventRegistration(event.id, result)
  const dismiss = () => void navigate(paths.home, { replace: true, state: null })
  if (!registration.registered) return null
  return (
    <Slot>
      <Suspense fallback={null}>
        <RegisteredCard
          event={event}
          registration={registration}
          focusOnShow
          namesEvent
          onDismiss={dismiss}
          manageExtra={event.networking?.enabled ? (manage) => <SeeWhoToMeet {...manage} nightEnds={event.endDate} /> : undefined}
          onRegisterAnother={() => {
            registration.forget()
            void navigate(paths.event(event.id))
          }}
        />
      </Suspense>
    </Slot>
  )
}

/**
 * The "You're going" card at the top of the home page for the night just registered for
 * (docs/product.md "Event page and registration"): calendar links, manage link, entry code.
 */
export function JustRegistered() {
  const just = justRegisteredOf(useLocation().state)
  const { data: event } = useEvent(just ? String(just.eventId) : undefined)
  if (!just || !event) return null
  return <Card key={String(event.id)} event={event} result={just.result} />
}
