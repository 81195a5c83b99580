import { clockTime } from '@contract/datetime'
import { i18n } from '@site/i18n/i18n'

/**
 * A time of day at the door in the reader's language and clock, in the night's zone ("19:42");
 * English keeps the spec's "7:42 PM". The same as site/src/i18n/clock.ts, kept here so the door's
 * pages carry it in their own chunk: shared with the manage page, it would be a chunk of its own,
 * one more name in the public entry's preload list (its 120 KB budget).
 */
export function doorClock(value: Date, timeZone?: string): string {
  if (i18n.locale === 'en') return clockTime(value, timeZone)
  return new Intl.DateTimeFormat(i18n.locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(value)
}
