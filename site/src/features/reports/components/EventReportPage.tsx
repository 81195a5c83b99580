import { Link, Navigate, useParams } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonAnchor, ButtonLink } from '@site/components/Button'
import { CardHeading } from '@site/components/CardHeading'
import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { outcomePaths } from '@site/config/outcomePaths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { useUser } from '@site/lib/auth'
import { errorMessage } from '@site/lib/notify'
import { eventReportCsvHref, useEventReport } from '../api/reports'
import { dayLabel } from '../lib/format'
import { BarChart } from './BarChart'
import { attendanceBars, ReportNumbers } from './ReportNumbers'
import type { ReactNode } from 'react'

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`

/** The companies' line right under its heading, as the charts' rows are. */
const Companies = styled.p`
  margin: 0;
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

/**
 * `/admin/events/:id/report`: one event's numbers for its host or the master admin; `children` are
 * more of them (app/routes composes). Every part under the title is headed alike: an h2 in the
 * dashboard's card heading style (issue 54: the report mixed captions, h2s and an h3).
 */
export default function EventReportPage({ children }: { children?: ReactNode }) {
  const { id = '' } = useParams()
  const { user, isLoading } = useUser()
  const { data: report, error } = useEventReport(id)
  usePageTitle(report ? i18n._('Report · {name}', { name: report.name }) : i18n._('Report'))

  if (user === undefined || isLoading) return <Spinner label={i18n._('Loading...')} showLabel />
  if (!user) return <Navigate to={paths.auth} replace />
  return (
    <Container>
      <PageSection>
        <Back to={paths.admin}>{i18n._('← Dashboard')}</Back>
        <PageTitle>{report ? i18n._('Report: {name}', { name: report.name }) : i18n._('Report')}</PageTitle>
        {report && <PageSubtitle>{formatEventDate(report.date, report.timezone)}</PageSubtitle>}
        {error ? (
          <Alert tone="error">{errorMessage(error, i18n._('Failed to load the report'))}</Alert>
        ) : !report ? (
          <Spinner label={i18n._('Loading report...')} showLabel />
        ) : (
          <Stack>
            <ReportNumbers counts={report} label={i18n._('Event numbers')} />
            <BarChart title={i18n._('Attendance')} bars={attendanceBars(report)} heading="h2" />
            {report.registrationsByDay.length > 0 && (
              <BarChart
                heading="h2"
                title={i18n._('Registrations over time')}
                bars={report.registrationsByDay.map((point) => ({ label: dayLabel(point.day), value: point.registrations }))}
              />
            )}
            {report.companyNames.length > 0 && (
              <section aria-labelledby="companies-heading">
                <CardHeading as="h2" id="companies-heading">
                  {i18n._('Companies ({count})', { count: report.companies })}
                </CardHeading>
                <Companies>{report.companyNames.join(', ')}</Companies>
              </section>
            )}
            {children}
            <Buttons>
              <ButtonAnchor href={eventReportCsvHref(report.eventId)} download $variant="secondary">
                {i18n._('Download CSV')}
              </ButtonAnchor>
              <ButtonLink to={outcomePaths.night(report.eventId)} $variant="secondary">
                {i18n._('Outcomes: what the night achieved')}
              </ButtonLink>
            </Buttons>
          </Stack>
        )}
      </PageSection>
    </Container>
  )
}
