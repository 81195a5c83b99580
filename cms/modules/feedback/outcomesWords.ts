import { t } from '../../i18n/i18n'
import type { Locale } from '../../i18n/locales'

/**
 * The outcomes' row labels (their CSV and the sponsors' report), in the language of the host who
 * asks (req.locale, docs/translating.md). "Rated {n}" is one message, so each language orders it.
 */
const words = {
  figure: /*i18n*/ { id: 'outcomes.column.figure', message: 'Figure' },
  value: /*i18n*/ { id: 'outcomes.column.value', message: 'Value' },
  registered: /*i18n*/ { id: 'outcomes.registered', message: 'Registered' },
  checkedIn: /*i18n*/ { id: 'outcomes.checkedIn', message: 'Came (checked in)' },
  noShowRate: /*i18n*/ { id: 'outcomes.noShowRate', message: 'No-show rate' },
  responses: /*i18n*/ { id: 'outcomes.responses', message: 'Answers to "How was it?"' },
  responseRate: /*i18n*/ { id: 'outcomes.responseRate', message: 'Response rate (of those who came)' },
  averageRating: /*i18n*/ { id: 'outcomes.averageRating', message: 'Average rating (1-5)' },
  metYes: /*i18n*/ { id: 'outcomes.metYes', message: 'Met someone useful: yes' },
  metNo: /*i18n*/ { id: 'outcomes.metNo', message: 'Met someone useful: no' },
  optedIn: /*i18n*/ { id: 'outcomes.optedIn', message: 'Opted in to Who to meet' },
  optInRate: /*i18n*/ { id: 'outcomes.optInRate', message: 'Opt-in rate' },
  swapsRequested: /*i18n*/ { id: 'outcomes.swapsRequested', message: 'Swaps requested' },
  swapsMutual: /*i18n*/ { id: 'outcomes.swapsMutual', message: 'Swaps mutual' },
  peopleWithMutualSwap: /*i18n*/ { id: 'outcomes.peopleWithMutualSwap', message: 'People with a mutual swap' },
  firstTimers: /*i18n*/ { id: 'outcomes.firstTimers', message: 'First-timers who came' },
  firstTimersBack: /*i18n*/ { id: 'outcomes.firstTimersBack', message: 'First-timers back within 90 days' },
}
const rated = /*i18n*/ { id: 'outcomes.rated', message: 'Rated {stars}' }

export type OutcomesWord = keyof typeof words

export const outcomesWord = (locale: Locale, key: OutcomesWord) => t(locale, words[key])
export const ratedWord = (locale: Locale, stars: string) => t(locale, rated, { stars })
