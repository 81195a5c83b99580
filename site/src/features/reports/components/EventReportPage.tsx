import { Link, Navigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonAnchor, ButtonLink } from '@site/components/Button'
import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { outcomePaths } from '@site/config/outcomePaths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { formatEventDate } from '@contract/datetime'
import { useUser } from '@site/lib/auth'
import { eventReportCsvHref, useEventReport } from '../api/reports'
import { dayLabel } from '../lib/format'
import { BarChart } from './BarChart'
import { attendanceBars, ReportNumbers } from './ReportNumbers'
import type { ReactNode } from 'react'

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1875rem;
  }
`

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`

/** `/admin/events/:id/report`: one event's numbers for its host or the master admin; `children` are more of them (app/routes composes). */
export default function EventReportPage({ children }: { children?: ReactNode }) {
  const { id = '' } = useParams()
  const { user, isLoading } = useUser()
  const { data: report, error } = useEventReport(id)
  usePageTitle(report ? `Report · ${report.name}` : 'Report')

  if (user === undefined || isLoading) return <Spinner label="Loading..." showLabel />
  if (!user) return <Navigate to={paths.auth} replace />
  return (
    <Container>
      <PageSection>
        <Back to={paths.admin}>← Dashboard</Back>
        <PageTitle>{report ? `Report: ${report.name}` : 'Report'}</PageTitle>
        {report && <PageSubtitle>{formatEventDate(report.date, report.timezone)}</PageSubtitle>}
        {error ? (
          <Alert tone="error">{error instanceof Error ? error.message : 'Failed to load the report'}</Alert>
        ) : !report ? (
          <Spinner label="Loading report..." showLabel />
        ) : (
          <Stack>
            <ReportNumbers counts={report} label="Event numbers" />
            <BarChart title="Attendance" bars={attendanceBars(report)} />
            {report.registrationsByDay.length > 0 && (
              <BarChart
                title="Registrations over time"
                bars={report.registrationsByDay.map((point) => ({ label: dayLabel(point.day), value: point.registrations }))}
              />
            )}
            {report.companyNames.length > 0 && (
              <section aria-labelledby="companies-heading">
                <h2 id="companies-heading">Companies ({report.companies})</h2>
                <p>{report.companyNames.join(', ')}</p>
              </section>
            )}
            {children}
            <Buttons>
              <ButtonAnchor href={eventReportCsvHref(report.eventId)} download $variant="secondary">
                Download CSV
              </ButtonAnchor>
              <ButtonLink to={outcomePaths.night(report.eventId)} $variant="secondary">
                Outcomes: what the night achieved
              </ButtonLink>
            </Buttons>
          </Stack>
        )}
      </PageSection>
    </Container>
  )
}
