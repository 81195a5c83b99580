import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { checkedInCount, registeredCount } from '@site/lib/countWords'
import { percent } from '../lib/format'
import type { EventReport } from '@contract/door'
import type { Bar } from './BarChart'

export type ReportCounts = Pick<
  EventReport,
  'registered' | 'cancelled' | 'waitlisted' | 'checkedIn' | 'noShowRate' | 'companies'
> &
  Pick<Partial<EventReport>, 'calledOff'>

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
  div {
    padding: 12px;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius.md};
    background: ${theme.colors.surface};
  }
  dt {
    font-size: 0.875rem;
    color: ${theme.colors.inkMuted};
  }
  dd {
    margin: 4px 0 0;
    font-size: 1.5rem;
    font-weight: 700;
  }
  dd + dd {
    font-size: 0.875rem;
    font-weight: 400;
    color: ${theme.colors.inkMuted};
  }
`

/** What the no-show rate counts, said beside it: "3 checked in of 4 registered". */
export function noShowBasis(counts: Pick<ReportCounts, 'registered' | 'checkedIn' | 'noShowRate' | 'calledOff'>): string {
  if (counts.calledOff) return i18n._('None: the night was called off')
  if (counts.noShowRate === null) return i18n._('Known once the night is over')
  return i18n._('{checkedIn} checked in of {registered} registered', {
    checkedIn: counts.checkedIn,
    registered: counts.registered,
  })
}

/**
 * The numbers as the server gives them (attendanceBars is called while rendering, so its labels
 * are translated then); only the rate is turned into a percentage, with what it
 * counts under it.
 */
export function ReportNumbers({ counts, label }: { counts: ReportCounts; label: string }) {
  const items: [string, string | number, string?][] = [
    [i18n._(registeredCount), counts.registered],
    [i18n._('Cancelled'), counts.cancelled],
    [i18n._('Waitlisted'), counts.waitlisted],
    [i18n._(checkedInCount), counts.checkedIn],
    [i18n._('No-show rate'), percent(counts.noShowRate), noShowBasis(counts)],
    [i18n._('Companies'), counts.companies],
  ]
  return (
    <List aria-label={label}>
      {items.map(([name, value, note]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
          {note && <dd>{note}</dd>}
        </div>
      ))}
    </List>
  )
}

export function attendanceBars(counts: ReportCounts): Bar[] {
  return [
    { label: i18n._(registeredCount), value: counts.registered },
    { label: i18n._(checkedInCount), value: counts.checkedIn },
    { label: i18n._('Waitlisted'), value: counts.waitlisted },
    { label: i18n._('Cancelled'), value: counts.cancelled },
  ]
}
