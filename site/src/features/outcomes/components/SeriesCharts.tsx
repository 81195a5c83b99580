import { RESPONSE_RATE_GOAL, type NightOutcomesDto } from '@contract/feedback'
import { formatEventDate } from '@site/i18n/dates'
import { i18n } from '@site/i18n/i18n'
import { figure, wholePercent, yesShare } from '../lib/figures'
import { ChartFigure, type ChartRow } from './ChartFigure'
import { Columns, COLUMNS_HEIGHT } from './Columns'
import { ChartGrid } from './NightCharts'

/**
 * One figure of each night: how it reads, and its value as a number for the columns (null: none).
 * A module-level table, so its words are marked here and translated when a chart is drawn.
 */
interface Trend {
  title: string
  value: (night: NightOutcomesDto) => number | null
  text: (value: number | null) => string
  /** The top of the scale (rates: 100%, ratings: 5); the largest value otherwise. */
  max?: number
  /** What the summary adds after the latest value. */
  note?: () => string
}

const count = (value: number | null) => (value === null ? '–' : figure(value))

const TRENDS: Trend[] = [
  { title: /*i18n*/ 'Came', value: (night) => night.outcomes.checkedIn, text: count },
  {
    title: /*i18n*/ 'Response rate',
    value: (night) => night.outcomes.responseRate,
    text: (value) => (value === null ? i18n._('nobody came to ask') : wholePercent(value)),
    max: 1,
    note: () => i18n._('the goal is {goal}', { goal: wholePercent(RESPONSE_RATE_GOAL) }),
  },
  {
    title: /*i18n*/ 'Average rating',
    value: (night) => night.outcomes.rating?.average ?? null,
    text: (value) =>
      value === null ? i18n._('not shown (fewer than 5 answers)') : i18n._('{value} of 5', { value: figure(value) }),
    max: 5,
    note: () => i18n._('ratings appear from 5 answers'),
  },
  {
    title: /*i18n*/ 'Met someone useful',
    value: (night) => yesShare(night.outcomes.metSomeoneUseful),
    text: (value) =>
      value === null ? i18n._('not shown (fewer than 5 answers)') : i18n._('{share} said yes', { share: wholePercent(value) }),
    max: 1,
  },
  {
    title: /*i18n*/ 'First-timers',
    value: (night) => night.outcomes.firstTimers.count,
    text: count,
  },
]

/** A night called off has no figures: no column, and its row says why (contract/calledOff.ts). */
const valueOf = (trend: Trend, night: NightOutcomesDto) => (night.outcomes.calledOff ? null : trend.value(night))
const textOf = (trend: Trend, night: NightOutcomesDto) =>
  night.outcomes.calledOff ? i18n._('called off') : trend.text(trend.value(night))

const shortDate = (night: NightOutcomesDto) => formatEventDate(night.event.date, night.event.timezone)

/**
 * The sentence under a trend: how many nights, the first and the latest value, each case one
 * message ("2 nights: 6 at January Night, 6 at February Night, the latest.").
 */
function trendSummary(trend: Trend, nights: NightOutcomesDto[]): string {
  const first = nights[0]
  const latest = nights[nights.length - 1]
  const values = {
    count: nights.length,
    first: textOf(trend, first),
    firstName: first.event.name,
    latest: textOf(trend, latest),
    latestName: latest.event.name,
    note: trend.note?.(),
  }
  if (nights.length > 1)
    return trend.note
      ? i18n._(
          '{count, plural, one {# night} other {# nights}}: {first} at {firstName}, {latest} at {latestName}, the latest ({note}).',
          values,
        )
      : i18n._(
          '{count, plural, one {# night} other {# nights}}: {first} at {firstName}, {latest} at {latestName}, the latest.',
          values,
        )
  return trend.note
    ? i18n._('{count, plural, one {# night} other {# nights}}: {first} at {firstName} ({note}).', values)
    : i18n._('{count, plural, one {# night} other {# nights}}: {first} at {firstName}.', values)
}

/**
 * The key figures night after night (GET /api/outcomes): a column per night for each figure,
 * oldest at the left, every night's value in the chart's table.
 */
export function SeriesCharts({ nights }: { nights: NightOutcomesDto[] }) {
  return (
    <ChartGrid>
      {TRENDS.map((trend) => (
        <ChartFigure
          key={trend.title}
          title={i18n._(trend.title)}
          summary={trendSummary(trend, nights)}
          rows={nights.map((night): ChartRow => [
            i18n._('{name}, {date}', { name: night.event.name, date: shortDate(night) }),
            textOf(trend, night),
          ])}
          height={COLUMNS_HEIGHT}
        >
          <Columns
            columns={nights.map((night) => ({ label: monthDay(night), value: valueOf(trend, night) }))}
            max={trend.max}
            format={(value) => (trend.max === 1 ? wholePercent(value) : figure(Math.round(value * 10) / 10))}
          />
        </ChartFigure>
      ))}
    </ChartGrid>
  )
}

/** "Nov 12" ("12 nov" in Spanish) in the night's own zone and the reader's language, under the first and the last column. */
const monthDay = (night: NightOutcomesDto) =>
  new Intl.DateTimeFormat(i18n.locale, { month: 'short', day: 'numeric', timeZone: night.event.timezone }).format(
    new Date(night.event.date),
  )
