/**
 * The server's 0..1 rate as a percentage, rounded to one decimal place: 0.25 → "25%", 1/3 → "33.3%";
 * "—" for a night that has not happened (no rate yet).
 */
export function percent(rate: number | null): string {
  if (rate === null) return '—'
  const value = Math.round(rate * 1000) / 10
  return `${Number.isFinite(value) ? value : 0}%`
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/** "2026-11" → "Nov 2026". */
export function monthLabel(month: string): string {
  const [year, index] = month.split('-').map(Number)
  return MONTHS[index - 1] ? `${MONTHS[index - 1]} ${year}` : month
}

/** "2026-02-20" (a day in the event's zone, as the report gives it) → "Feb 20, 2026". */
export function dayLabel(day: string): string {
  const [year, index, date] = day.split('-').map(Number)
  return MONTHS[index - 1] && date ? `${MONTHS[index - 1]} ${date}, ${year}` : day
}
