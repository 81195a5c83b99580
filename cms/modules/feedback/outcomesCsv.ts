import type { OutcomesDto } from '../../../contract/feedback'

const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 1000) / 10}%`)

/**
 * A night's outcomes as rows of figure and value (the outcomes' CSV and the sponsors' report,
 * cms/modules/reports/router.ts): the same figures as the JSON, blank where they are withheld
 * (fewer than 5 answers). Comments stay out: they are words of people, not figures.
 */
export const OUTCOMES_CSV_HEADER = ['Figure', 'Value']

export function outcomesCsvRows(outcomes: OutcomesDto): (string | number)[][] {
  const { rating, metSomeoneUseful: met, networking, firstTimers } = outcomes
  return [
    ['Registered', outcomes.registered],
    ['Came (checked in)', outcomes.checkedIn],
    ['No-show rate', percent(outcomes.noShowRate)],
    ['Answers to "How was it?"', outcomes.responses],
    ['Response rate (of those who came)', percent(outcomes.responseRate)],
    ['Average rating (1-5)', rating ? rating.average : ''],
    ...(['1', '2', '3', '4', '5'] as const).map((n) => [`Rated ${n}`, rating ? rating.counts[n] : '']),
    ['Met someone useful: yes', met ? met.yes : ''],
    ['Met someone useful: no', met ? met.no : ''],
    ['Opted in to Who to meet', networking.optedIn],
    ['Opt-in rate', percent(networking.optInRate)],
    ['Swaps requested', networking.swapsRequested],
    ['Swaps mutual', networking.swapsMutual],
    ['People with a mutual swap', networking.peopleWithMutualSwap],
    ['First-timers who came', firstTimers.count],
    ['First-timers back within 90 days', firstTimers.cameBackWithin90Days],
  ]
}
