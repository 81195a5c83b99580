import { i18n } from '@site/i18n/i18n'

/**
 * The server's 0..1 rate as a percentage in the reader's language, rounded to one decimal place:
 * 0.25 → "25%", 1/3 → "33.3%" ("33,3 %" in German); "—" for a night that has not happened (no rate yet).
 */
export function percent(rate: number | null): string {
  if (rate === null) return '—'
  const value = Math.round(rate * 1000) / 10
  return new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
    Number.isFinite(value) ? value / 100 : 0,
  )
}

/** A calendar day or month as the report gives it ("2026-02-20", "2026-11"), named in the reader's language. */
function calendarLabel(text: string, options: Intl.DateTimeFormatOptions): string {
  const [year, month, day = 1] = text.split('-').map(Number)
  if (!year || !(month >= 1 && month <= 12) || !day) return text
  // UTC on both sides: the day is already the event's own, no zone may shift it.
  return new Intl.DateTimeFormat(i18n.locale, { ...options, timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day))
}

/** "2026-11" → "Nov 2026" (English), "nov 2026" (Spanish). */
export const monthLabel = (month: string) =>
  /^\d{4}-\d{2}$/.test(month) ? calendarLabel(month, { month: 'short', year: 'numeric' }) : month

/** "2026-02-20" (a day in the event's zone, as the report gives it) → "Feb 20, 2026" (English), "20. Feb. 2026" (German). */
export const dayLabel = (day: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(day) ? calendarLabel(day, { month: 'short', day: 'numeric', year: 'numeric' }) : day
