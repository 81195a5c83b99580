import styled from 'styled-components'
import { OUTCOMES_MINIMUM, RATINGS, RESPONSE_RATE_GOAL, type OutcomesDto } from '@contract/feedback'
import { theme } from '@site/config/theme'
import { answers, people, wholePercent, yesShare } from '../lib/figures'
import { Bars, barsHeight } from './Bars'
import { ChartFigure } from './ChartFigure'
import { Donut, DONUT_HEIGHT } from './Donut'
import { Gauge, GAUGE_HEIGHT } from './Gauge'

export const ChartGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
  gap: 16px;
  min-width: 0;
`

const Withheld = styled.section`
  padding: 16px;
  border: 1px dashed ${theme.colors.controlBorder};
  border-radius: ${theme.radius.md};
  h3 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    color: ${theme.colors.inkMuted};
  }
`

/** Where a figure is held back below 5 answers, the place says so and why. */
function HeldBack({ title, responses }: { title: string; responses: number }) {
  return (
    <Withheld aria-label={title}>
      <h3>{title}</h3>
      <p>
        Ratings appear from {OUTCOMES_MINIMUM} answers, so that no figure points at one person ({answers(responses)} so far).
      </p>
    </Withheld>
  )
}

/**
 * What one night achieved, a chart per figure (GET /api/events/{id}/outcomes): who came, who
 * answered against the 30% goal, the rating, "met someone useful", "Who to meet" and swaps,
 * first-timers and their return. Nobody who did not come or did not answer is counted as if
 * they had: the rates say what they are a share of.
 */
export function NightCharts({ outcomes }: { outcomes: OutcomesDto }) {
  const { registered, checkedIn, noShowRate, responses, responseRate, rating, metSomeoneUseful, networking, firstTimers } =
    outcomes
  const noShows = Math.max(0, registered - checkedIn)
  const notSaid = metSomeoneUseful ? Math.max(0, responses - metSomeoneUseful.yes - metSomeoneUseful.no) : 0
  return (
    <ChartGrid>
      <ChartFigure
        title="Who came"
        summary={`${checkedIn} of ${registered} registered came; no-show rate ${noShowRate === null ? 'known once the night is over' : wholePercent(noShowRate)}.`}
        rows={[
          ['Registered', registered],
          ['Came (checked in)', checkedIn],
          ['No-shows', noShows],
          ['No-show rate', wholePercent(noShowRate)],
        ]}
        height={barsHeight(3)}
      >
        <Bars
          bars={[
            { label: 'Registered', value: registered, tone: 'muted' },
            { label: 'Came', value: checkedIn },
            { label: 'No-shows', value: noShows, tone: 'second' },
          ]}
        />
      </ChartFigure>

      <ChartFigure
        title="Answers to “How was it?”"
        summary={`${answers(responses)} from ${people(checkedIn)} who came: ${wholePercent(responseRate)} against a goal of ${wholePercent(RESPONSE_RATE_GOAL)}.`}
        rows={[
          ['Answers', responses],
          ['Came', checkedIn],
          ['Response rate', wholePercent(responseRate)],
          ['Goal', wholePercent(RESPONSE_RATE_GOAL)],
        ]}
        height={GAUGE_HEIGHT}
      >
        <Gauge share={responseRate} goal={RESPONSE_RATE_GOAL} label={`${wholePercent(responseRate)} answered`} />
      </ChartFigure>

      {rating ? (
        <ChartFigure
          title="Rating"
          summary={`Average ${rating.average} of 5 from ${answers(responses)}; ${RATINGS.slice()
            .reverse()
            .map((n) => `${rating.counts[n]} rated ${n}`)
            .join(', ')}.`}
          rows={[['Average (1-5)', rating.average], ...RATINGS.map((n) => [`Rated ${n}`, rating.counts[n]] as [string, number])]}
          height={barsHeight(5)}
        >
          <Bars
            bars={RATINGS.slice()
              .reverse()
              .map((n) => ({ label: `Rated ${n}`, value: rating.counts[n] }))}
          />
        </ChartFigure>
      ) : (
        <HeldBack title="Rating" responses={responses} />
      )}

      {metSomeoneUseful ? (
        <ChartFigure
          title="Met someone useful"
          summary={`${metSomeoneUseful.yes} said yes, ${metSomeoneUseful.no} said no and ${notSaid} did not say, of ${answers(responses)}.`}
          rows={[
            ['Yes', metSomeoneUseful.yes],
            ['No', metSomeoneUseful.no],
            ['Did not say', notSaid],
          ]}
          height={DONUT_HEIGHT}
        >
          <Donut
            centre={wholePercent(yesShare(metSomeoneUseful))}
            slices={[
              { label: 'Yes', value: metSomeoneUseful.yes, tone: 'main' },
              { label: 'No', value: metSomeoneUseful.no, tone: 'second' },
              { label: 'Did not say', value: notSaid, tone: 'track' },
            ]}
          />
        </ChartFigure>
      ) : (
        <HeldBack title="Met someone useful" responses={responses} />
      )}

      <ChartFigure
        title="Who to meet: opted in"
        summary={`${people(networking.optedIn)} of ${registered} registered opted in (${wholePercent(networking.optInRate)}).`}
        rows={[
          ['Opted in', networking.optedIn],
          ['Registered', registered],
          ['Opt-in rate', wholePercent(networking.optInRate)],
        ]}
        height={GAUGE_HEIGHT}
      >
        <Gauge share={networking.optInRate} label={`${wholePercent(networking.optInRate)} opted in`} />
      </ChartFigure>

      <ChartFigure
        title="Contact swaps"
        summary={`${networking.swapsRequested} requested, ${networking.swapsMutual} mutual; ${people(networking.peopleWithMutualSwap)} made at least one mutual swap.`}
        rows={[
          ['Requested', networking.swapsRequested],
          ['Mutual', networking.swapsMutual],
          ['People with a mutual swap', networking.peopleWithMutualSwap],
        ]}
        height={barsHeight(3)}
      >
        <Bars
          bars={[
            { label: 'Requested', value: networking.swapsRequested, tone: 'muted' },
            { label: 'Mutual', value: networking.swapsMutual },
            { label: 'People with a mutual swap', value: networking.peopleWithMutualSwap, tone: 'second' },
          ]}
        />
      </ChartFigure>

      <ChartFigure
        title="First-timers"
        summary={`${people(firstTimers.count)} came for the first time; ${firstTimers.cameBackWithin90Days} of them came to another night within 90 days.`}
        rows={[
          ['Came', checkedIn],
          ['First-timers', firstTimers.count],
          ['Came back within 90 days', firstTimers.cameBackWithin90Days],
        ]}
        height={barsHeight(3)}
      >
        <Bars
          bars={[
            { label: 'Came', value: checkedIn, tone: 'muted' },
            { label: 'First-timers', value: firstTimers.count },
            { label: 'Came back within 90 days', value: firstTimers.cameBackWithin90Days, tone: 'second' },
          ]}
        />
      </ChartFigure>
    </ChartGrid>
  )
}
