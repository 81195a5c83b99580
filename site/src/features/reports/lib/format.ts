/**
 * The server's 0..1 rate as a percentage, rounded to one decimal place: 0.25 → "25%", 1/3 → "33.3%";
 * "—" for a night that has not happened (no rate yet).
 */
export function percent(rate: number | null): string {
  if (rate === null) return '—'
  const value = Math.round(rate * 1000) / 10
  return `${Number.isFinite(value) ? value : 0}%`
}
