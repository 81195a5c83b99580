import styled from 'styled-components'
import { Icon } from '@site/components/Icon'
import { formatEventDate, formatTimeRange } from '@contract/datetime'
import { formatAddress, mapSearchUrl } from '@contract/place'
import type { EventDto } from '@contract/types'

export const FactList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 10px;
`

export const Fact = styled.li`
  display: grid;
  grid-template-columns: 20px 1fr;
  gap: 10px;
  align-items: start;
  color: ${({ theme }) => theme.colors.ink};
  svg {
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.brand};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.inkMuted};
    font-size: 0.9375rem;
  }
`

const MapLink = styled.a`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 600;
  font-size: 0.9375rem;
`

/** When and where: long date, time range with zone label, venue, address and a map link. */
export function EventFacts({ event }: { event: EventDto }) {
  const address = formatAddress(event)
  return (
    <FactList>
      <Fact>
        <Icon name="calendar" />
        <span>{formatEventDate(event.date, event.timezone)}</span>
      </Fact>
      <Fact>
        <Icon name="clock" />
        <span>{formatTimeRange(event.date, event.endDate, event.timezone)}</span>
      </Fact>
      <Fact>
        <Icon name="pin" />
        <span>
          <strong>{event.venue}</strong>
          {address && <small>{address}</small>}
          <MapLink href={mapSearchUrl(event)} target="_blank" rel="noopener noreferrer">
            View on map
            <span className="visually-hidden"> (opens in a new tab)</span>
            <Icon name="external" size={14} />
          </MapLink>
        </span>
      </Fact>
    </FactList>
  )
}
