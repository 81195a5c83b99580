import { formatTimeRange as englishTimeRange } from '@contract/datetime'
import { i18n } from '@site/i18n/i18n'
import type { EventDto } from '@contract/types'

/*
 * The entry code page's night hours in the reader's language and the night's zone; English keeps
 * the spec's "7:00 PM - 11:00 PM EDT" (its check-in time is ../lib/clock.ts). The rule of dates.ts
 * `formatTimeRange`, written again here: imported, the public entry would export one more name
 * and this page's chunk would share one more, which the entry's 120 KB budget (at 119.99) cannot
 * take.
 */

const clockWithZone = (timeZone: string) =>
  new Intl.DateTimeFormat(i18n.locale, { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })

/** "7:00 PM - 11:00 PM EDT" / "19:00–23:00 MEZ": the night's hours. */
export function nightHours(event: Pick<EventDto, 'date' | 'endDate' | 'timezone'>): string {
  if (i18n.locale === 'en') return englishTimeRange(event.date, event.endDate, event.timezone)
  try {
    const from = new Date(event.date)
    const format = clockWithZone(event.timezone)
    return event.endDate ? format.formatRange(from, new Date(event.endDate)) : format.format(from)
  } catch (error) {
    // An unreadable date or zone: the English form, which says what it can.
    console.error('Error formatting time:', error)
    return englishTimeRange(event.date, event.endDate, event.timezone)
  }
}
