import { RESPONSE_RATE_GOAL, type NightOutcomesDto } from '@contract/feedback'
import { formatEventDate } from '@contract/datetime'
import { wholePercent, yesShare } from '../lib/figures'
import { ChartFigure, type ChartRow } from './ChartFigure'
import { Columns, COLUMNS_HEIGHT } from './Columns'
import { ChartGrid } from './NightCharts'

/** One figure of each night: how it reads, and its value as a number for the columns (null: none). */
interface Trend {
  title: string
  value: (night: NightOutcomesDto) => number | null
  text: (value: number | null) => string
  /** The top of the scale (rates: 100%, ratings: 5); the largest value otherwise. */
  max?: number
  /** What the summary adds after the latest value. */
  note?: string
}

const TRENDS: Trend[] = [
  { title: 'Came', value: (night) => night.outcomes.checkedIn, text: (value) => String(value ?? '–') },
  {
    title: 'Response rate',
    value: (night) => night.outcomes.responseRate,
    text: (value) => (value === null ? 'nobody came to ask' : wholePercent(value)),
    max: 1,
    note: `the goal is ${wholePercent(RESPONSE_RATE_GOAL)}`,
  },
  {
    title: 'Average rating',
    value: (night) => night.outcomes.rating?.average ?? null,
    text: (value) => (value === null ? 'not shown (fewer than 5 answers)' : `${value} of 5`),
    max: 5,
    note: 'ratings appear from 5 answers',
  },
  {
    title: 'Met someone useful',
    value: (night) => yesShare(night.outcomes.metSomeoneUseful),
    text: (value) => (value === null ? 'not shown (fewer than 5 answers)' : `${wholePercent(value)} said yes`),
    max: 1,
  },
  {
    title: 'First-timers',
    value: (night) => night.outcomes.firstTimers.count,
    text: (value) => String(value ?? '–'),
  },
]

const shortDate = (night: NightOutcomesDto) => formatEventDate(night.event.date, night.event.timezone)

/** The sentence under a trend: how many nights, the first and the latest value. */
function trendSummary(trend: Trend, nights: NightOutcomesDto[]): string {
  const first = nights[0]
  const latest = nights[nights.length - 1]
  const base = `${nights.length === 1 ? '1 night' : `${nights.length} nights`}: ${trend.text(trend.value(first))} at ${first.event.name}`
  const end = nights.length > 1 ? `, ${trend.text(trend.value(latest))} at ${latest.event.name}, the latest` : ''
  return `${base}${end}${trend.note ? ` (${trend.note})` : ''}.`
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
          title={trend.title}
          summary={trendSummary(trend, nights)}
          rows={nights.map((night): ChartRow => [`${night.event.name}, ${shortDate(night)}`, trend.text(trend.value(night))])}
          height={COLUMNS_HEIGHT}
        >
          <Columns
            columns={nights.map((night) => ({ label: monthDay(night), value: trend.value(night) }))}
            max={trend.max}
            format={(value) => (trend.max === 1 ? wholePercent(value) : String(Math.round(value * 10) / 10))}
          />
        </ChartFigure>
      ))}
    </ChartGrid>
  )
}

/** "Nov 12" in the night's own zone, under the first and the last column. */
const monthDay = (night: NightOutcomesDto) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: night.event.timezone }).format(
    new Date(night.event.date),
  )
