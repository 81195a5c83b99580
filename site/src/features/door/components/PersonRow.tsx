import { memo } from 'react'
import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Button } from '@site/components/Button'
import { i18n } from '@site/i18n/i18n'
import { doorClock } from '../lib/clock'
import type { Id } from '@contract/types'

const Row = styled.li`
  display: flex;
  align-items: center;
  gap: 8px;
  border-bottom: 1px solid ${theme.colors.border};
`

const PersonButton = styled.button`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  min-height: 56px;
  padding: 8px 4px;
  text-align: left;
  background: none;
  border: 0;
  font: inherit;
  color: inherit;
  cursor: pointer;
  &:disabled {
    cursor: default;
  }
`

const Who = styled.span`
  flex: 1;
  min-width: 0;
`

/**
 * Says on the row itself that a tap checks the person in (a list of names alone does not). First
 * in the text, so the visible words read as the button's name ("Check in Ann Alvarez Alvarez
 * Tooling"); shown at the row's end.
 */
const TapHint = styled.span`
  order: 2;
  flex: none;
  padding: 4px 10px;
  border: 1px solid ${theme.colors.controlBorder};
  border-radius: 999px;
  font-size: 0.875rem;
  font-weight: 600;
  color: ${theme.colors.brand};
`

const Name = styled.span`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`

const Detail = styled.span<{ $done?: boolean }>`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme, $done }) => ($done ? theme.colors.success : theme.colors.inkMuted)};
  overflow-wrap: anywhere;
`

const RowButton = styled(Button)`
  min-height: 44px;
  min-width: 72px;
  flex: none;
`

export interface PersonRowProps {
  id: Id
  name: string
  company: string
  checkedInAt: string | null
  /** The door's answers as one line ("Dietary needs: Vegan · Photo consent: Yes"); empty when none. */
  doorNote: string
  timeZone?: string
  onCheckIn: (id: Id) => void
  onUndo: (id: Id) => void
}

/**
 * One person on the door list: tap to check in; once in, the time and Undo. Primitive props
 * only, so a 10-second refresh redraws just the rows that changed.
 */
export const PersonRow = memo(function PersonRow({
  id,
  name,
  company,
  checkedInAt,
  doorNote,
  timeZone,
  onCheckIn,
  onUndo,
}: PersonRowProps) {
  const checkedIn = Boolean(checkedInAt)
  return (
    <Row>
      <PersonButton
        type="button"
        onClick={() => onCheckIn(id)}
        disabled={checkedIn}
        aria-label={checkedIn ? undefined : i18n._('Check in {name} {company}', { name, company })}
      >
        {!checkedIn && <TapHint>{i18n._('Check in')}</TapHint>}{' '}
        <Who>
          {/* The space keeps "name company" two words in the visible text the label must contain. */}
          <Name>{name}</Name> <Detail>{company}</Detail>
          {doorNote && <Detail>{doorNote}</Detail>}
          {checkedInAt && (
            <Detail $done>{i18n._('Checked in {time}', { time: doorClock(new Date(checkedInAt), timeZone) })}</Detail>
          )}
        </Who>
      </PersonButton>
      {checkedIn && (
        <RowButton
          $size="sm"
          $variant="secondary"
          onClick={() => onUndo(id)}
          aria-label={i18n._('Undo check-in of {name}', { name })}
        >
          {i18n._('Undo')}
        </RowButton>
      )}
    </Row>
  )
})
