import { startTransition, useEffect, useRef, useState } from 'react'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonLink } from '@site/components/Button'
import { EmptyState } from '@site/components/EmptyState'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { useVisitorLocation } from '@site/hooks/useVisitorLocation'
import { distanceUnitFor, sortByDistance, withDistances, type Coordinates } from '@site/lib/distance'
import { PaintWhenNear } from '@site/components/PaintWhenNear'
import { upcomingThenEnded } from '@contract/homeOrder'
import { i18n } from '@site/i18n/i18n'
import { useEvents } from '../api/useEvents'
import { EventCard } from './EventCard'
import { eventDateLines } from './EventFacts'
import { SortOrder } from './SortOrder'
import type { EventDto } from '@contract/types'

/**
 * The cards of the first screen render at once; the rest follow a few at a time while the
 * browser is idle, or all at once as the visitor scrolls near them. Every card is in the page
 * within moments of the first paint (find-in-page and screen readers reach them all), and no
 * long task blocks a phone while it loads (docs/decisions.md, "The home page draws its first
 * screen first").
 */
export const FIRST_SCREEN_CARDS = 3
const CARDS_PER_IDLE_MOMENT = 3
const CARD_HEIGHT_ESTIMATE = 560

const Grid = styled.div`
  --paint-estimate: ${CARD_HEIGHT_ESTIMATE}px;
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`

/**
 * Upcoming nights nearest first (when the location is known and that order is chosen), else
 * soonest first, then the ended ones, most recent first; distances shown whenever known.
 */
function inCardOrder(events: EventDto[], location: Coordinates | null, byDistance: boolean) {
  const { upcoming, ended } = upcomingThenEnded(events)
  const first = byDistance ? sortByDistance(upcoming, location) : withDistances(upcoming, location)
  return [...first, ...withDistances(ended, location)]
}

const whenIdle = (work: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(work, { timeout: 500 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(work, 16)
  return () => clearTimeout(id)
}

/**
 * How many of `total` cards to draw now: the first screen's, then more whenever the browser is
 * idle, and all the rest as soon as the end of the drawn ones comes near the screen.
 */
function useCardsDrawn(total: number, endOfDrawn: React.RefObject<Element | null>): number {
  const [drawn, setDrawn] = useState(FIRST_SCREEN_CARDS)
  useEffect(() => {
    if (drawn >= total) return
    const drawAll = () => startTransition(() => setDrawn(total))
    const target = endOfDrawn.current
    const observer =
      target && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && drawAll(), {
            rootMargin: '800px 0px',
          })
        : null
    if (target) observer?.observe(target)
    const cancelIdle = whenIdle(() => startTransition(() => setDrawn((count) => count + CARDS_PER_IDLE_MOMENT)))
    return () => {
      observer?.disconnect()
      cancelIdle()
    }
  }, [drawn, total, endOfDrawn])
  return Math.min(drawn, total)
}

/**
 * The home page's cards: all listed events (the spec's "Lists all events as cards"), the nights
 * still to come first, nearest first once the browser shares the visitor's location, then the
 * nights that have ended but are not archived, marked as past (contract/homeOrder.ts).
 */
export function EventList() {
  const { data: events, error, isLoading } = useEvents()
  const { location, canAsk, ask } = useVisitorLocation()
  const [unit] = useState(() => distanceUnitFor(typeof navigator === 'undefined' ? undefined : navigator.language))
  // Nearest first once the location is known, until the visitor goes back to date order.
  const [byDistance, setByDistance] = useState(true)
  const endOfDrawn = useRef<HTMLDivElement>(null)
  const drawn = useCardsDrawn(events?.length ?? 0, endOfDrawn)

  if (isLoading) return <Spinner label={i18n._('Loading events...')} showLabel />
  if (error)
    return (
      <Alert tone="error" title={i18n._('Failed to fetch events')}>
        {i18n._('Please refresh the page to try again.')}
      </Alert>
    )
  if (!events || events.length === 0) {
    return (
      <EmptyState
        icon="mug"
        title={i18n._('No upcoming events yet')}
        action={
          <ButtonLink to={paths.host} $variant="secondary">
            {i18n._('Become a Host')}
          </ButtonLink>
        }
      >
        {i18n._('The next pub night is still being planned. Check back soon, or host one in your town.')}
      </EmptyState>
    )
  }

  // The server writes every night's date lines, drawn now or not: they come with the page
  // (i18n/drawnDates.ts), so the cards the browser draws later need no date formatter either.
  if (typeof document === 'undefined') for (const event of events) eventDateLines(event)

  return (
    <>
      <SortOrder canAsk={canAsk} located={location !== null} byDistance={byDistance} onAsk={ask} onByDistance={setByDistance} />
      <Grid>
        {inCardOrder(events, location, byDistance)
          .slice(0, drawn)
          .map(({ item, distanceKm }, index) =>
            index < FIRST_SCREEN_CARDS ? (
              <EventCard key={item.id} event={item} distanceKm={distanceKm} distanceUnit={unit} priority={index === 0} />
            ) : (
              <PaintWhenNear key={item.id}>
                <EventCard event={item} distanceKm={distanceKm} distanceUnit={unit} />
              </PaintWhenNear>
            ),
          )}
      </Grid>
      <div ref={endOfDrawn} aria-hidden="true" />
    </>
  )
}
