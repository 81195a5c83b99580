import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { Button, ButtonLink } from '@site/components/Button'
import { Icon } from '@site/components/Icon'
import { EmptyState } from '@site/components/EmptyState'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { useVisitorLocation } from '@site/hooks/useVisitorLocation'
import { sortByDistance } from '@site/lib/distance'
import { PaintWhenNear } from '@site/components/PaintWhenNear'
import { useEvents } from '../api/useEvents'
import { usePastEvents } from '../api/usePastEvents'
import { EventCard } from './EventCard'

/** Cards rendered at once; the rest render as they come near the screen, with their counts. */
const FIRST_SCREEN_CARDS = 6
const CARD_HEIGHT_ESTIMATE = 520

const Grid = styled.div`
  display: grid;
  gap: 24px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`

const SortBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 16px;
  color: ${({ theme }) => theme.colors.inkMuted};
  font-size: 0.9375rem;
`

/** The home page's cards, nearest first once the browser shares the visitor's location. */
export function EventList() {
  const { data: listed, error, isLoading } = useEvents()
  const { data: past } = usePastEvents()
  const { location, canAsk, ask } = useVisitorLocation()
  // An event that is over but not archived yet belongs under "Past events" only.
  const pastIds = new Set((past ?? []).map((event) => String(event.id)))
  const events = listed?.filter((event) => !pastIds.has(String(event.id)))

  if (isLoading) return <Spinner label="Loading events..." showLabel />
  if (error)
    return (
      <Alert tone="error" title="Failed to fetch events">
        Please refresh the page to try again.
      </Alert>
    )
  if (!events || events.length === 0) {
    return (
      <EmptyState
        icon="mug"
        title="No upcoming events yet"
        action={
          <ButtonLink to={paths.host} $variant="secondary">
            Become a Host
          </ButtonLink>
        }
      >
        The next pub night is still being planned. Check back soon, or host one in your town.
      </EmptyState>
    )
  }

  return (
    <>
      {canAsk && (
        <SortBar>
          <Button $variant="secondary" $size="sm" onClick={ask}>
            <Icon name="compass" size={16} />
            Nearest first
          </Button>
          <span>Sorts the nights by distance; your browser asks to share your location once.</span>
        </SortBar>
      )}
      <Grid>
        {sortByDistance(events, location).map(({ item, distanceKm }, index) =>
          index < FIRST_SCREEN_CARDS ? (
            <EventCard key={item.id} event={item} distanceKm={distanceKm} priority={index === 0} />
          ) : (
            <PaintWhenNear key={item.id} $minHeight={CARD_HEIGHT_ESTIMATE}>
              <EventCard event={item} distanceKm={distanceKm} />
            </PaintWhenNear>
          ),
        )}
      </Grid>
    </>
  )
}
