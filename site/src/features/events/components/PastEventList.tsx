import { Link } from 'react-router-dom'
import styled from 'styled-components'
import { isCalledOff } from '@contract/calledOff'
import { theme } from '@site/config/theme'
import { Badge } from '@site/components/Badge'
import { Icon } from '@site/components/Icon'
import { paths } from '@site/config/paths'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { useEvents } from '../api/useEvents'
import { usePastEvents } from '../api/usePastEvents'
import type { EventDto } from '@contract/types'

/** The home page shows at most this many past nights. */
export const PAST_EVENTS_SHOWN = 6

const Section = styled.section`
  margin-top: 56px;
`

const Title = styled.h2`
  margin: 0 0 20px;
  font-size: 1.5rem;
  color: ${theme.colors.brand};
`

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr));
`

const Item = styled.li`
  position: relative;
  display: grid;
  gap: 6px;
  padding: 16px 18px;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  color: ${theme.colors.inkMuted};
  h3 {
    margin: 0;
    font-size: 1.125rem;
  }
  /* The whole card is the link's target; the name stays the link's text. */
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  h3 a:focus-visible {
    outline: none;
  }
  &:focus-within {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  &:hover {
    border-color: ${theme.colors.brand};
  }
  span {
    display: flex;
    align-items: center;
    gap: 8px;
  }
`

// One night's mark, not the reports' count of cancelled registrations: its own message ("Annulée").
const calledOffBadge = /*i18n*/ { id: 'events.badge.calledOff', message: 'Cancelled' }

/** Most recent first whatever order arrives; dates that cannot be read go last. */
function mostRecentFirst(events: EventDto[]): EventDto[] {
  const time = (event: EventDto) => Date.parse(event.date) || 0
  return [...events].sort((a, b) => time(b) - time(a))
}

/**
 * "Past events": links to archived nights, without a way to register. A night that has ended but
 * is not archived is a card in the list above (marked as past), so it is not repeated here.
 * Hidden when there are none.
 */
export function PastEventList() {
  const { data } = usePastEvents()
  const { data: cards } = useEvents()
  const carded = new Set((cards ?? []).map((event) => String(event.id)))
  const events = mostRecentFirst((data ?? []).filter((event) => !carded.has(String(event.id)))).slice(0, PAST_EVENTS_SHOWN)
  if (events.length === 0) return null
  return (
    <Section aria-labelledby="past-events-heading">
      <Title id="past-events-heading">{i18n._('Past events')}</Title>
      <Grid>
        {events.map((event) => (
          <Item key={event.id}>
            <h3>
              <Link to={paths.event(event.id)}>{event.name}</Link>
              {/* Archived before its start (decision 547): listed here, but it never took place. */}
              {isCalledOff(event) && (
                <>
                  {' '}
                  <Badge>{i18n._(calledOffBadge)}</Badge>
                </>
              )}
            </h3>
            {/* The server's words for the date stay (see EventFacts.tsx). */}
            <span suppressHydrationWarning>
              <Icon name="calendar" size={16} />
              {formatEventDate(event.date, event.timezone)}
            </span>
            <span>
              <Icon name="pin" size={16} />
              {[event.venue, event.city].filter(Boolean).join(', ')}
            </span>
          </Item>
        ))}
      </Grid>
    </Section>
  )
}
