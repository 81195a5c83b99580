import styled from 'styled-components'
import { theme } from '@site/config/theme'
import { Alert } from '@site/components/Alert'
import { ButtonAnchor } from '@site/components/Button'
import { Spinner } from '@site/components/Spinner'
import { formatEventDate } from '@contract/datetime'
import { seriesReportCsvHref, useSeriesReport } from '../api/reports'
import { monthLabel, percent } from '../lib/format'
import { BarChart } from './BarChart'
import { ReportNumbers } from './ReportNumbers'

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

/** The master admin's "Reports" tab: every event side by side, totals and trends. */
export function SeriesReportTab() {
  const { data: series, error } = useSeriesReport()
  if (error) return <Alert tone="error">{error instanceof Error ? error.message : 'Failed to load the reports'}</Alert>
  if (!series) return <Spinner label="Loading reports..." showLabel />
  return (
    <Stack>
      <Header>
        <h2>Reports</h2>
        <ButtonAnchor href={seriesReportCsvHref} download $variant="secondary">
          Download CSV
        </ButtonAnchor>
      </Header>
      <section aria-labelledby="series-totals-heading">
        <h3 id="series-totals-heading">All events</h3>
        <ReportNumbers counts={series.totals} label="Totals" />
        <p>
          Repeat attendees (registered for two or more events): <strong>{series.repeatAttendees}</strong>
        </p>
      </section>
      {/* Focusable so keyboard users can scroll it on a phone (axe: scrollable-region-focusable). */}
      <Scroll role="region" aria-label="Events table" tabIndex={0}>
        <table>
          <caption className="visually-hidden">Events</caption>
          <thead>
            <tr>
              {['Event', 'Date', 'Registered', 'Cancelled', 'Waitlisted', 'Checked in', 'No-show rate', 'Companies'].map(
                (label) => (
                  <th key={label} scope="col">
                    {label}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {series.events.map((event) => (
              <tr key={event.eventId}>
                <th scope="row">{event.name}</th>
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
        title="Registrations over time"
        bars={series.registrationsOverTime.map((point) => ({ label: monthLabel(point.month), value: point.registrations }))}
      />
      <BarChart
        title="Companies over time"
        bars={series.companiesOverTime.map((point) => ({ label: monthLabel(point.month), value: point.companies }))}
      />
    </Stack>
  )
}
