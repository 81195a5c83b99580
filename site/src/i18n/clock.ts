import { clockTime } from '@contract/datetime'
import { i18n } from './i18n'

/**
 * A time of day in the reader's language and clock, in the night's zone ("19:05"); English keeps
 * the spec's "7:05 PM" (contract/datetime.ts). Apart from dates.ts so that only the pages that
 * show one carry it (the public entry's budget).
 */
export function formatClockTime(value: Date, timeZone: string): string {
  if (i18n.locale === 'en') return clockTime(value, timeZone)
  return new Intl.DateTimeFormat(i18n.locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(value)
}
