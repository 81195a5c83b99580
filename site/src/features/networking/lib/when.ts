import { i18n } from '@site/i18n/i18n'

/**
 * When a swap was asked ("Mar 14, 2026, 7:42 PM CDT" in English), in the reader's language and
 * the night's zone, as every time of the night on the page: a phone set to another zone reads the
 * bar's clock, with the zone named; '' if unreadable.
 */
export function formatMoment(value: string, timeZone: string): string {
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(i18n.locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(date)
}
