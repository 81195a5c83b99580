import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { Icon } from '@site/components/Icon'
import { i18n } from '@site/i18n/i18n'

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  margin-bottom: 16px;
  color: ${theme.colors.inkMuted};
  font-size: 0.9375rem;
`

export interface SortOrderProps {
  /** The browser would still ask for the location: offer "Nearest first", which asks. */
  canAsk: boolean
  /** The visitor's location is known, so the nights can go by distance. */
  located: boolean
  byDistance: boolean
  onAsk: () => void
  onByDistance: (byDistance: boolean) => void
}

/**
 * Says how the nights are ordered and offers the other order (docs/product.md "Home page"):
 * "Nearest first" (asking for the location when the browser has not been asked yet), and once
 * sorted by distance, that it is, with a way back to date order.
 */
export function SortOrder({ canAsk, located, byDistance, onAsk, onByDistance }: SortOrderProps) {
  if (canAsk)
    return (
      <Bar>
        <Button $variant="secondary" $size="sm" onClick={onAsk}>
          <Icon name="compass" size={16} />
          {i18n._('Nearest first')}
        </Button>
        <span>{i18n._('Sorts the nights by distance; your browser asks to share your location once.')}</span>
      </Bar>
    )
  if (!located) return null
  return (
    <Bar role="status">
      <span>{byDistance ? i18n._('Sorted by distance from you, nearest first.') : i18n._('Sorted by date, soonest first.')}</span>
      <Button $variant="secondary" $size="sm" onClick={() => onByDistance(!byDistance)}>
        {byDistance ? (
          <>
            <Icon name="calendar" size={16} />
            {i18n._('Sort by date')}
          </>
        ) : (
          <>
            <Icon name="compass" size={16} />
            {i18n._('Nearest first')}
          </>
        )}
      </Button>
    </Bar>
  )
}
