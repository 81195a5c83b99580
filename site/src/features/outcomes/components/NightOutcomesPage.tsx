import { Link, Navigate } from 'react-router-dom'
import styled from 'styled-components'
import { Alert } from '@site/components/Alert'
import { ButtonAnchor, ButtonLink } from '@site/components/Button'
import { Container, PageSection, PageSubtitle, PageTitle } from '@site/components/Container'
import { Spinner } from '@site/components/Spinner'
import { paths } from '@site/config/paths'
import { outcomePaths } from '@site/config/outcomePaths'
import { usePageTitle } from '@site/hooks/usePageTitle'
import { useUser } from '@site/lib/auth'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { errorMessage } from '@site/lib/notify'
import { nightOutcomesCsvHref, useNightOutcomes } from '../api/outcomes'
import { Comments } from './Comments'
import { NightCharts } from './NightCharts'
import type { EventDto } from '@contract/types'

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
  h2 {
    margin: 0 0 8px;
    font-size: 1.1875rem;
  }
`

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
`

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`

/**
 * `/admin/events/:id/outcomes`: the morning after, what the night achieved for its team and the
 * master admin (the server answers 403 to anyone else), in charts. `event` names the night once
 * it is read (app/routes composes); a lazy chunk of its own.
 */
export function NightOutcomesPage({
  id,
  event,
}: {
  id: string
  event?: Pick<EventDto, 'name' | 'date' | 'timezone' | 'seriesId'>
}) {
  const { user, isLoading } = useUser()
  const { data: outcomes, error } = useNightOutcomes(id)
  usePageTitle(event ? i18n._('Outcomes · {name}', { name: event.name }) : i18n._('Outcomes'))

  if (user === undefined || isLoading) return <Spinner label={i18n._('Loading...')} showLabel />
  if (!user) return <Navigate to={paths.auth} replace />
  return (
    <Container>
      <PageSection>
        <Back to={paths.admin}>{i18n._('← Dashboard')}</Back>
        <PageTitle>{event ? i18n._('What {name} achieved', { name: event.name }) : i18n._('What the night achieved')}</PageTitle>
        {event && <PageSubtitle>{formatEventDate(event.date, event.timezone)}</PageSubtitle>}
        {error ? (
          <Alert tone="error">{errorMessage(error, i18n._('Failed to load the outcomes'))}</Alert>
        ) : !outcomes ? (
          <Spinner label={i18n._('Loading outcomes...')} showLabel />
        ) : (
          <Stack>
            <section aria-labelledby="outcomes-figures">
              <h2 id="outcomes-figures">{i18n._('At a glance')}</h2>
              <NightCharts outcomes={outcomes} />
            </section>
            <Comments outcomes={outcomes} />
            <Links>
              <ButtonAnchor href={nightOutcomesCsvHref(id)} download $variant="secondary">
                {i18n._('Download the figures (CSV)')}
              </ButtonAnchor>
              <ButtonLink to={paths.adminReport(id)} $variant="secondary">
                {i18n._('Report')}
              </ButtonLink>
              <ButtonLink to={outcomePaths.series(event?.seriesId)} $variant="secondary">
                {event?.seriesId ? i18n._('This series, night by night') : i18n._('All my nights, night by night')}
              </ButtonLink>
            </Links>
          </Stack>
        )}
      </PageSection>
    </Container>
  )
}
