import { outcomesWord, ratedWord } from './outcomesWords'
import type { Locale } from '../../i18n/locales'
import type { OutcomesDto } from '../../../contract/feedback'

const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 1000) / 10}%`)

/**
 * A night's outcomes as rows of figure and value (the outcomes' CSV and the sponsors' report,
 * cms/modules/reports/router.ts): the same figures as the JSON, blank where they are withheld
 * (fewer than 5 answers). Comments stay out: they are words of people, not figures.
 */
export const outcomesCsvHeader = (locale: Locale) => [outcomesWord(locale, 'figure'), outcomesWord(locale, 'value')]

/** The rows, labelled in the language of the host who asks (cms/modules/feedback/outcomesWords.ts). */
export function outcomesCsvRows(outcomes: OutcomesDto, locale: Locale): (string | number)[][] {
  const { rating, metSomeoneUseful: met, networking, firstTimers } = outcomes
  const w = (key: Parameters<typeof outcomesWord>[1]) => outcomesWord(locale, key)
  return [
    [w('registered'), outcomes.registered],
    [w('checkedIn'), outcomes.checkedIn],
    [w('noShowRate'), percent(outcomes.noShowRate)],
    [w('responses'), outcomes.responses],
    [w('responseRate'), percent(outcomes.responseRate)],
    [w('averageRating'), rating ? rating.average : ''],
    ...(['1', '2', '3', '4', '5'] as const).map((n) => [ratedWord(locale, n), rating ? rating.counts[n] : '']),
    [w('metYes'), met ? met.yes : ''],
    [w('metNo'), met ? met.no : ''],
    [w('optedIn'), networking.optedIn],
    [w('optInRate'), percent(networking.optInRate)],
    [w('swapsRequested'), networking.swapsRequested],
    [w('swapsMutual'), networking.swapsMutual],
    [w('peopleWithMutualSwap'), networking.peopleWithMutualSwap],
    [w('firstTimers'), firstTimers.count],
    [w('firstTimersBack'), firstTimers.cameBackWithin90Days],
  ]
}
