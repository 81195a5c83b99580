import styled from 'styled-components'
import { Icon } from '@site/components/Icon'
import { theme } from '@site/config/theme'
import { formatEventDate, formatTimeRange } from '@site/i18n/dates'
import { formatAddress, mapSearchUrl } from '@contract/place'
import { i18n } from '@site/i18n/i18n'
import type { EventDto } from '@contract/types'

/**
 * A list of facts, each an icon and its text. One styled element for the whole list (its items
 * are plain): a page of fifty cards draws fast.
 */
export const FactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
  & > li {
    display: grid;
    grid-template-columns: 20px 1fr;
    gap: 10px;
    align-items: start;
    color: ${theme.colors.ink};
  }
  & > li > svg {
    margin-top: 3px;
    color: ${theme.colors.brand};
  }
  small {
    display: block;
    color: ${theme.colors.inkMuted};
    font-size: 0.9375rem;
  }
  .map-link {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    font-weight: 600;
    font-size: 0.9375rem;
  }
`

/** The day and time lines EventFacts shows for a night. */
export const eventDateLines = (event: Pick<EventDto, 'date' | 'endDate' | 'timezone'>) => ({
  day: formatEventDate(event.date, event.timezone),
  times: formatTimeRange(event.date, event.endDate, event.timezone),
})

/** When and where: long date, time range with zone label, venue, address and a map link; and whether the night has "Who to meet". */
export function EventFacts({ event }: { event: EventDto }) {
  const address = formatAddress(event)
  const { day, times } = eventDateLines(event)
  return (
    <FactList>
      {/* A page the server drew keeps the server's words for the date and time: the browser's own
          Intl data may space a range differently (a thin space around "–"), the same words. */}
      <li>
        <Icon name="calendar" />
        <span suppressHydrationWarning>{day}</span>
      </li>
      <li>
        <Icon name="clock" />
        <span suppressHydrationWarning>{times}</span>
      </li>
      <li>
        <Icon name="pin" />
        <span>
          <strong>{event.venue}</strong>
          {address && <small>{address}</small>}
          <a className="map-link" href={mapSearchUrl(event)} target="_blank" rel="noopener noreferrer">
            {i18n._('View on map')}
            <span className="visually-hidden"> {i18n._('(opens in a new tab)')}</span>
            <Icon name="external" size={14} />
          </a>
        </span>
      </li>
      {event.networking?.enabled && (
        // Said wherever the night is shown (issue 54): people choose a night for whom they may meet.
        <li>
          <Icon name="chat" />
          <span>{i18n._('Who to meet: we suggest people to look for, and you swap contacts by badge')}</span>
        </li>
      )}
    </FactList>
  )
}
