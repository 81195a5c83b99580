import { formatTimestamp } from '@site/lib/timestamps'
import { i18n } from './i18n'

/**
 * A moment in the dashboard in the reader's language; English keeps the dashboard's own pattern
 * (site/src/lib/timestamps.ts), which tests and journeys read. Apart from dates.ts so that the
 * public entry does not carry date-fns-tz for it. A night's Date cell is site/src/lib/eventSchedule.ts's.
 */

const readable = (value: string | null | undefined) => {
  if (!value) return undefined
  const date = new Date(value)
  return Number.isNaN(date.getTime()) ? null : date
}

/** When someone registered, joined or was written to, a token was used or a webhook delivery made, in the browser's zone ("14 mar 2026, 19:42"); '' if unreadable. */
export function formatMoment(value: string): string {
  if (i18n.locale === 'en') return formatTimestamp(value)
  const date = readable(value)
  if (!date) return ''
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
