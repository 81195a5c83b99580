import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { OUTCOMES_SERIES_NIGHTS } from '@contract/feedback'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { Rich } from '@site/i18n/Rich'
import { Alert } from '@site/components/Alert'
import { Spinner } from '@site/components/Spinner'
import { outcomePaths } from '@site/config/outcomePaths'
import { errorMessage } from '@site/lib/notify'
import { useSeriesOutcomes } from '../api/outcomes'
import { SeriesCharts } from './SeriesCharts'

const Stack = styled.div`
  display: grid;
  gap: 20px;
  min-width: 0;
  h2 {
    margin: 0;
  }
  ul {
    margin: 0;
    padding-left: 20px;
  }
  li {
    padding: 4px 0;
  }
`

/**
 * The dashboard's Outcomes tab: the key figures of the caller's nights that have ended, night by
 * night (the master admin's: every night), or of one series with `?series=`; each night links
 * to its own page. A lazy chunk, like every chart.
 */
export default function SeriesOutcomesTab() {
  const [params] = useSearchParams()
  const series = params.get('series')
  const { data, error } = useSeriesOutcomes(series)
  if (error) return <Alert tone="error">{errorMessage(error, i18n._('Failed to load the outcomes'))}</Alert>
  if (!data) return <Spinner label={i18n._('Loading outcomes...')} showLabel />
  const nights = data.nights
  return (
    <Stack>
      <h2>{series ? i18n._('This series, night by night') : i18n._('Your nights, night by night')}</h2>
      <p>
        {series ? (
          <Rich
            text={i18n._('The nights of one series that have ended. <0>See all your nights</0>')}
            elements={[<Link key="all" to={outcomePaths.series()} />]}
          />
        ) : (
          i18n._('The latest {count} nights you manage that have ended, oldest first.', { count: OUTCOMES_SERIES_NIGHTS })
        )}
      </p>
      {nights.length === 0 ? (
        <p>{i18n._('No night has ended yet. The morning after a night, its figures appear here.')}</p>
      ) : (
        <>
          <SeriesCharts nights={nights} />
          <section aria-labelledby="outcomes-nights">
            <h2 id="outcomes-nights">{i18n._('Each night')}</h2>
            <ul>
              {nights
                .slice()
                .reverse()
                .map((night) => (
                  <li key={String(night.event.id)}>
                    <Link to={outcomePaths.night(night.event.id)}>
                      {i18n._('{name}, {date}', {
                        name: night.event.name,
                        date: formatEventDate(night.event.date, night.event.timezone),
                      })}
                    </Link>
                  </li>
                ))}
            </ul>
          </section>
        </>
      )}
    </Stack>
  )
}
