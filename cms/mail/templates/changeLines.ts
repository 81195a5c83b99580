import { whenIn } from '../../i18n/dates'
import { t } from './words'
import type { CalendarChange } from '../../../collections/Events/calendarChanges'
import type { Locale } from '../../i18n/locales'

const words = {
  name: /*i18n*/ { id: 'email.eventChanged.name', message: 'Name: {now} (was {was})' },
  when: /*i18n*/ { id: 'email.eventChanged.when', message: 'When: {now} (was {was})' },
  where: /*i18n*/ { id: 'email.eventChanged.where', message: 'Where: {now} (was {was})' },
}

/**
 * "What changed" in the reader's language, the night's times through `whenIn` (its zone, the
 * language's clock and names). A line queued before the changes were data is English already
 * and is shown as it was written.
 */
export function changeLines(locale: Locale, changes: readonly (CalendarChange | string)[]): string[] {
  return changes.map((change) => {
    if (typeof change === 'string') return change
    if (change.field === 'when')
      return t(locale, words.when, { now: whenIn(locale, change.now), was: whenIn(locale, change.was) })
    return t(locale, words[change.field], { now: change.now, was: change.was })
  })
}
