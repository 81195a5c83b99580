import { Link, useSearchParams } from 'react-router-dom'
import styled from 'styled-components'
import { OUTCOMES_SERIES_NIGHTS } from '@contract/feedback'
import { formatEventDate } from '@contract/datetime'
import { Alert } from '@site/components/Alert'
import { Spinner } from '@site/components/Spinner'
import { outcomePaths } from '@site/config/outcomePaths'
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
  if (error) return <Alert tone="error">{error.message || 'Failed to load the outcomes'}</Alert>
  if (!data) return <Spinner label="Loading outcomes..." showLabel />
  const nights = data.nights
  return (
    <Stack>
      <h2>{series ? 'This series, night by night' : 'Your nights, night by night'}</h2>
      <p>
        {series ? (
          <>
            The nights of one series that have ended. <Link to={outcomePaths.series()}>See all your nights</Link>
          </>
        ) : (
          `The latest ${OUTCOMES_SERIES_NIGHTS} nights you manage that have ended, oldest first.`
        )}
      </p>
      {nights.length === 0 ? (
        <p>No night has ended yet. The morning after a night, its figures appear here.</p>
      ) : (
        <>
          <SeriesCharts nights={nights} />
          <section aria-labelledby="outcomes-nights">
            <h2 id="outcomes-nights">Each night</h2>
            <ul>
              {nights
                .slice()
                .reverse()
                .map((night) => (
                  <li key={String(night.event.id)}>
                    <Link to={outcomePaths.night(night.event.id)}>
                      {night.event.name}, {formatEventDate(night.event.date, night.event.timezone)}
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
