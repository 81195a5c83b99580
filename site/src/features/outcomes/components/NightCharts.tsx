import styled from 'styled-components'
import { OUTCOMES_MINIMUM, RATINGS, RESPONSE_RATE_GOAL, type OutcomesDto } from '@contract/feedback'
import { theme } from '@site/config/theme'
import { i18n } from '@site/i18n/i18n'
import { registeredCount } from '@site/lib/countWords'
import { figure, wholePercent, yesShare } from '../lib/figures'
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
        {i18n._(
          'Ratings appear from {minimum} answers, so that no figure points at one person ({count, plural, one {# answer} other {# answers}} so far).',
          { minimum: OUTCOMES_MINIMUM, count: responses },
        )}
      </p>
    </Withheld>
  )
}

/**
 * What one night achieved, a chart per figure (GET /api/events/{id}/outcomes): who came, who
 * answered against the 30% goal, the rating, "met someone useful", "Who to meet" and swaps,
 * first-timers and their return. Nobody who did not come or did not answer is counted as if
 * they had: the rates say what they are a share of. Every sentence is one message (counts
 * through ICU plurals), so each language words it whole.
 */
export function NightCharts({ outcomes }: { outcomes: OutcomesDto }) {
  const {
    registered,
    checkedIn,
    noShowRate,
    responses,
    responseRate,
    rating,
    metSomeoneUseful,
    networking,
    firstTimers,
    calledOff,
  } = outcomes
  // Nobody fails to come to a night called off (contract/calledOff.ts).
  const noShows = calledOff ? 0 : Math.max(0, registered - checkedIn)
  const notSaid = metSomeoneUseful ? Math.max(0, responses - metSomeoneUseful.yes - metSomeoneUseful.no) : 0
  const registeredLabel = i18n._(registeredCount)
  const came = i18n._('Came')
  return (
    <ChartGrid>
      <ChartFigure
        title={i18n._('Who came')}
        summary={
          calledOff
            ? i18n._('{registered} registered; the night was called off, so nobody was expected to come.', { registered })
            : noShowRate === null
              ? i18n._('{checkedIn} of {registered} registered came; no-show rate known once the night is over.', {
                  checkedIn,
                  registered,
                })
              : i18n._('{checkedIn} of {registered} registered came; no-show rate {rate}.', {
                  checkedIn,
                  registered,
                  rate: wholePercent(noShowRate),
                })
        }
        rows={[
          [registeredLabel, registered],
          [i18n._('Came (checked in)'), checkedIn],
          [i18n._('No-shows'), noShows],
          [i18n._('No-show rate'), wholePercent(noShowRate)],
        ]}
        height={barsHeight(3)}
      >
        <Bars
          bars={[
            { label: registeredLabel, value: registered, tone: 'muted' },
            { label: came, value: checkedIn },
            { label: i18n._('No-shows'), value: noShows, tone: 'second' },
          ]}
        />
      </ChartFigure>

      <ChartFigure
        title={i18n._('Answers to “How was it?”')}
        summary={i18n._(
          '{responses, plural, one {# answer} other {# answers}} from {checkedIn, plural, one {# person} other {# people}} who came: {rate} against a goal of {goal}.',
          { responses, checkedIn, rate: wholePercent(responseRate), goal: wholePercent(RESPONSE_RATE_GOAL) },
        )}
        rows={[
          [i18n._('Answers'), responses],
          [came, checkedIn],
          [i18n._('Response rate'), wholePercent(responseRate)],
          [i18n._('Goal'), wholePercent(RESPONSE_RATE_GOAL)],
        ]}
        height={GAUGE_HEIGHT}
      >
        <Gauge
          share={responseRate}
          goal={RESPONSE_RATE_GOAL}
          label={i18n._('{share} answered', { share: wholePercent(responseRate) })}
        />
      </ChartFigure>

      {rating ? (
        <ChartFigure
          title={i18n._('Rating')}
          summary={i18n._(
            'Average {average} of 5 from {responses, plural, one {# answer} other {# answers}}; {five} rated 5, {four} rated 4, {three} rated 3, {two} rated 2, {one} rated 1.',
            {
              average: figure(rating.average),
              responses,
              five: rating.counts[5],
              four: rating.counts[4],
              three: rating.counts[3],
              two: rating.counts[2],
              one: rating.counts[1],
            },
          )}
          rows={[
            [i18n._('Average (1-5)'), figure(rating.average)],
            ...RATINGS.map((n) => [i18n._('Rated {n}', { n }), rating.counts[n]] as [string, number]),
          ]}
          height={barsHeight(5)}
        >
          <Bars
            bars={RATINGS.slice()
              .reverse()
              .map((n) => ({ label: i18n._('Rated {n}', { n }), value: rating.counts[n] }))}
          />
        </ChartFigure>
      ) : (
        <HeldBack title={i18n._('Rating')} responses={responses} />
      )}

      {metSomeoneUseful ? (
        <ChartFigure
          title={i18n._('Met someone useful')}
          summary={i18n._(
            '{yes} said yes, {no} said no and {notSaid} did not say, of {responses, plural, one {# answer} other {# answers}}.',
            { yes: metSomeoneUseful.yes, no: metSomeoneUseful.no, notSaid, responses },
          )}
          rows={[
            [i18n._('Yes'), metSomeoneUseful.yes],
            [i18n._('No'), metSomeoneUseful.no],
            [i18n._('Did not say'), notSaid],
          ]}
          height={DONUT_HEIGHT}
        >
          <Donut
            centre={wholePercent(yesShare(metSomeoneUseful))}
            slices={[
              { label: i18n._('Yes'), value: metSomeoneUseful.yes, tone: 'main' },
              { label: i18n._('No'), value: metSomeoneUseful.no, tone: 'second' },
              { label: i18n._('Did not say'), value: notSaid, tone: 'track' },
            ]}
          />
        </ChartFigure>
      ) : (
        <HeldBack title={i18n._('Met someone useful')} responses={responses} />
      )}

      <ChartFigure
        title={i18n._('Who to meet: opted in')}
        summary={i18n._('{count, plural, one {# person} other {# people}} of {registered} registered opted in ({rate}).', {
          count: networking.optedIn,
          registered,
          rate: wholePercent(networking.optInRate),
        })}
        rows={[
          [i18n._('Opted in'), networking.optedIn],
          [registeredLabel, registered],
          [i18n._('Opt-in rate'), wholePercent(networking.optInRate)],
        ]}
        height={GAUGE_HEIGHT}
      >
        <Gauge share={networking.optInRate} label={i18n._('{share} opted in', { share: wholePercent(networking.optInRate) })} />
      </ChartFigure>

      <ChartFigure
        title={i18n._('Contact swaps')}
        summary={i18n._(
          '{requested} requested, {mutual} mutual; {count, plural, one {# person} other {# people}} made at least one mutual swap.',
          { requested: networking.swapsRequested, mutual: networking.swapsMutual, count: networking.peopleWithMutualSwap },
        )}
        rows={[
          [i18n._('Requested'), networking.swapsRequested],
          [i18n._('Mutual'), networking.swapsMutual],
          [i18n._('People with a mutual swap'), networking.peopleWithMutualSwap],
        ]}
        height={barsHeight(3)}
      >
        <Bars
          bars={[
            { label: i18n._('Requested'), value: networking.swapsRequested, tone: 'muted' },
            { label: i18n._('Mutual'), value: networking.swapsMutual },
            { label: i18n._('People with a mutual swap'), value: networking.peopleWithMutualSwap, tone: 'second' },
          ]}
        />
      </ChartFigure>

      <ChartFigure
        title={i18n._('First-timers')}
        summary={i18n._(
          '{count, plural, one {# person} other {# people}} came for the first time; {back} of them came to another night within 90 days.',
          { count: firstTimers.count, back: firstTimers.cameBackWithin90Days },
        )}
        rows={[
          [came, checkedIn],
          [i18n._('First-timers'), firstTimers.count],
          [i18n._('Came back within 90 days'), firstTimers.cameBackWithin90Days],
        ]}
        height={barsHeight(3)}
      >
        <Bars
          bars={[
            { label: came, value: checkedIn, tone: 'muted' },
            { label: i18n._('First-timers'), value: firstTimers.count },
            { label: i18n._('Came back within 90 days'), value: firstTimers.cameBackWithin90Days, tone: 'second' },
          ]}
        />
      </ChartFigure>
    </ChartGrid>
  )
}
