import { i18n } from '@site/i18n/i18n'
import { formatTimestamp } from '@site/lib/timestamps'

/**
 * When a swap was asked ("Mar 14, 2026 7:42 PM" in English, as the dashboard writes it), in the
 * reader's language and clock otherwise; '' if unreadable.
 */
export function formatMoment(value: string): string {
  if (i18n.locale === 'en') return formatTimestamp(value)
  const date = new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date)
}
