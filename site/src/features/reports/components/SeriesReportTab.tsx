import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { Badge } from '@site/components/Badge'
import { ButtonAnchor } from '@site/components/Button'
import { Spinner } from '@site/components/Spinner'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { Rich } from '@site/i18n/Rich'
import { checkedInCount, registeredCount } from '@site/lib/countWords'
import { errorMessage } from '@site/lib/notify'
import { seriesReportCsvHref, useSeriesReport } from '../api/reports'
import { monthLabel, percent } from '../lib/format'
import { BarChart } from './BarChart'
import { ReportNumbers } from './ReportNumbers'

/** The badge the public list's past nights wear (PastEventList): the same words for the same night. */
const calledOffBadge = /*i18n*/ { id: 'events.badge.calledOff', message: 'Cancelled' }

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
  h2,
  h3 {
    margin: 0 0 8px;
  }
`

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
`

// The table scrolls inside its box on a phone; the page itself never scrolls sideways.
const Scroll = styled.div`
  overflow-x: auto;
  table {
    width: 100%;
    min-width: 560px;
    border-collapse: collapse;
  }
  th,
  td {
    padding: 8px;
    text-align: left;
    border-bottom: 1px solid ${theme.colors.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`

const COLUMNS = [
  /*i18n*/ 'Event',
  /*i18n*/ 'Date',
  registeredCount,
  /*i18n*/ 'Cancelled',
  /*i18n*/ 'Waitlisted',
  checkedInCount,
  /*i18n*/ 'No-show rate',
  /*i18n*/ 'Companies',
]

/** The master admin's "Reports" tab: every event side by side, totals and trends. */
export function SeriesReportTab() {
  const { data: series, error } = useSeriesReport()
  if (error) return <Alert tone="error">{errorMessage(error, i18n._('Failed to load the reports'))}</Alert>
  if (!series) return <Spinner label={i18n._('Loading reports...')} showLabel />
  return (
    <Stack>
      <Header>
        <h2>{i18n._('Reports')}</h2>
        <ButtonAnchor href={seriesReportCsvHref} download $variant="secondary">
          {i18n._('Download CSV')}
        </ButtonAnchor>
      </Header>
      <section aria-labelledby="series-totals-heading">
        <h3 id="series-totals-heading">{i18n._('All events')}</h3>
        <ReportNumbers counts={series.totals} label={i18n._('Totals')} />
        <p>
          <Rich
            text={i18n._('Repeat attendees (registered for two or more events): <0>{count}</0>', {
              count: series.repeatAttendees,
            })}
            elements={[<strong key="count" />]}
          />
        </p>
      </section>
      {/* Focusable so keyboard users can scroll it on a phone (axe: scrollable-region-focusable). */}
      <Scroll role="region" aria-label={i18n._('Events table')} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{i18n._('Events')}</caption>
          <thead>
            <tr>
              {COLUMNS.map((label) => (
                <th key={typeof label === 'string' ? label : label.id} scope="col">
                  {i18n._(label)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {series.events.map((event) => (
              <tr key={event.eventId}>
                <th scope="row">
                  {event.name}
                  {event.calledOff && (
                    <>
                      {' '}
                      <Badge>{i18n._(calledOffBadge)}</Badge>
                    </>
                  )}
                </th>
                <td>{formatEventDate(event.date, event.timezone)}</td>
                <td>{event.registered}</td>
                <td>{event.cancelled}</td>
                <td>{event.waitlisted}</td>
                <td>{event.checkedIn}</td>
                <td>{percent(event.noShowRate)}</td>
                <td>{event.companies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <BarChart
        title={i18n._('Registrations over time')}
        bars={series.registrationsOverTime.map((point) => ({ label: monthLabel(point.month), value: point.registrations }))}
      />
      <BarChart
        title={i18n._('Companies over time')}
        bars={series.companiesOverTime.map((point) => ({ label: monthLabel(point.month), value: point.companies }))}
      />
    </Stack>
  )
}
